import { describe, expect, it } from 'vitest';
import { depressionDefinition } from './depression/depression-definition';
import { scoreDepression } from './depression/score-depression';
import { readinessDefinition } from './readiness/readiness-definition';
import { replaceItemTexts } from './replace-item-texts';
import { ScoringError } from './scoring-error';

const provenance = { source: 'Licensed text (test)', licence: 'Test licence' };

describe('replaceItemTexts', () => {
  it('replaces texts and option labels by id and keeps the structure and scoring', () => {
    const licensed = replaceItemTexts(depressionDefinition, {
      instrumentVersion: '1.0.0+licensed',
      provenance,
      items: { 'depression-01': { text: 'Licensed heading', options: { '0': 'Licensed statement zero' } } },
    });
    expect(licensed.items[0]?.text).toBe('Licensed heading');
    expect(licensed.items[0]?.options[0]).toEqual({ value: '0', label: 'Licensed statement zero' });
    expect(licensed.items[0]?.options[1]).toEqual(depressionDefinition.items[0]?.options[1]);
    expect(licensed.items[1]).toBe(depressionDefinition.items[1]);
    expect(licensed.items.map((item) => item.id)).toEqual(depressionDefinition.items.map((item) => item.id));
    expect(licensed.bands).toBe(depressionDefinition.bands);
    expect(licensed.instrumentVersion).toBe('1.0.0+licensed');
    expect(licensed.provenance).toBe(provenance);
    const answers = Array.from({ length: 21 }, () => '1');
    const result = scoreDepression(answers, licensed);
    expect(result.score).toBe(21);
    expect(result.instrumentVersion).toBe('1.0.0+licensed');
    // the original is untouched
    expect(depressionDefinition.items[0]?.text).toBe('Mood');
  });

  it('replaces shared-scale item texts and the instructions', () => {
    const licensed = replaceItemTexts(readinessDefinition, {
      instrumentVersion: '2',
      provenance,
      instructions: 'Licensed instructions',
      items: { 'readiness-12': { text: 'Licensed twelve' } },
    });
    expect(licensed.items[11]?.text).toBe('Licensed twelve');
    expect(licensed.items[11]?.stage).toBe('Precontemplation');
    expect(licensed.instructions).toBe('Licensed instructions');
  });

  it.each([
    ['an unknown item id', { nope: { text: 'x' } }, 'unknown_question'],
    ['an unknown option value', { 'depression-01': { options: { '4': 'x' } } }, 'unknown_question'],
    ['an empty text', { 'depression-01': { text: '  ' } }, 'invalid_answer'],
  ])('refuses %s', (_name, items, code) => {
    expect(() => replaceItemTexts(depressionDefinition, { instrumentVersion: '2', provenance, items })).toThrow(
      expect.objectContaining({ code }) as ScoringError,
    );
  });

  it('refuses option labels for items that share one scale', () => {
    expect(() =>
      replaceItemTexts(readinessDefinition, { instrumentVersion: '2', provenance, items: { 'readiness-01': { options: { '0': 'x' } } } }),
    ).toThrow(ScoringError);
  });
});
