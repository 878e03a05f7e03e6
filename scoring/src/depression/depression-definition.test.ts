import { describe, expect, it } from 'vitest';
import { depressionDefinition } from './depression-definition';

const d = depressionDefinition;

describe('depressionDefinition', () => {
  it('has 21 groups of 4 statements valued 0..3 with unique ids and texts', () => {
    expect(d.items).toHaveLength(21);
    expect(d.totalQuestions).toBe(21);
    expect(new Set(d.items.map((item) => item.id)).size).toBe(21);
    expect(new Set(d.items.map((item) => item.area)).size).toBe(21);
    for (const item of d.items) {
      expect(item.options.map((option) => option.value)).toEqual(['0', '1', '2', '3']);
      expect(item.text.trim()).not.toBe('');
      expect(new Set(item.options.map((option) => option.label)).size).toBe(4);
    }
    const statements = d.items.flatMap((item) => item.options.map((option) => option.label));
    expect(new Set(statements).size).toBe(84);
  });

  it('covers the usual symptom areas', () => {
    expect(d.items.map((item) => item.area)).toEqual([
      'sadness',
      'pessimism',
      'past-failure',
      'loss-of-pleasure',
      'guilt',
      'punishment-feelings',
      'self-dislike',
      'self-criticalness',
      'self-harm-thoughts',
      'crying',
      'agitation',
      'loss-of-interest',
      'indecisiveness',
      'worthlessness',
      'loss-of-energy',
      'sleep-changes',
      'irritability',
      'appetite-changes',
      'concentration',
      'tiredness',
      'loss-of-interest-in-sex',
    ]);
  });

  it('holds the spec bands and markers as data, covering 0..63 without gaps', () => {
    expect(d.bands.map((band) => [band.level, band.min, band.max])).toEqual([
      ['minimal', 0, 13],
      ['mild', 14, 20],
      ['moderate', 21, 29],
      ['high', 30, 63],
    ]);
    expect(d.scaleMarkers).toEqual([0, 13, 21, 30, 63]);
    expect(d.maxScore).toBe(63);
    expect(d.bands[0]?.min).toBe(0);
    expect(d.bands.at(-1)?.max).toBe(d.maxScore);
    d.bands.slice(1).forEach((band, index) => expect(band.min).toBe((d.bands[index]?.max ?? Number.NaN) + 1));
  });

  it('points the safety rule at the self-harm group', () => {
    const item = d.items.find((candidate) => candidate.id === d.safetyRule.itemId);
    expect(item?.area).toBe('self-harm-thoughts');
    expect(d.safetyRule).toMatchObject({ above: 0, plansFrom: 3 });
  });

  it('notes the one-point difference from the published BDI-II bands', () => {
    expect(d.provenance.notes).toContain('0-13 minimal, 14-19 mild, 20-28 moderate, 29-63 severe');
    expect(d.timeToComplete).toBe('5-10 minutes');
  });
});
