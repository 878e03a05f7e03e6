import { depressionDefinition } from '@career/scoring/depression/depression-definition';
import { resultTextsSchema } from '@career/sync-server/public/contract/result-texts-schema';
import { describe, expect, it } from 'vitest';
import resultTextsFile from '../../../../sync-server/content/result-texts.json';
import { crisisCopyOf, resultCrisisLevel } from './crisis-copy';

const { thoughts, plans } = depressionDefinition.safetyCards;

describe('crisisCopyOf', () => {
  it('is the built-in card and lines with no content (offline, never fetched)', () => {
    expect(crisisCopyOf('thoughts', undefined)).toEqual({ level: 'thoughts', ...thoughts, resources: depressionDefinition.crisisResources });
    expect(crisisCopyOf('plans', undefined)).toEqual({ level: 'plans', ...plans, resources: depressionDefinition.crisisResources });
  });

  it("takes the usual card from the content's title and body and the stronger one from its urgent texts, each missing text from the built-in copy", () => {
    const lines = [{ name: 'Find a helpline', contact: 'findahelpline.com', href: 'https://findahelpline.com' }];
    const texts = { title: 'You are not alone', body: 'Ours.', urgent: { title: 'Call now', body: ' ' }, resources: lines };
    expect(crisisCopyOf('thoughts', texts)).toEqual({ level: 'thoughts', title: 'You are not alone', body: 'Ours.', resources: lines });
    expect(crisisCopyOf('plans', texts)).toEqual({ level: 'plans', title: 'Call now', body: plans.body, resources: lines });
    // Without urgent texts the stronger card keeps its built-in words, never the usual card's.
    expect(crisisCopyOf('plans', { title: 'You are not alone', body: 'Ours.' })).toEqual({ level: 'plans', ...plans, resources: depressionDefinition.crisisResources });
    expect(crisisCopyOf('thoughts', { body: '', resources: [] })).toEqual({ level: 'thoughts', ...thoughts, resources: depressionDefinition.crisisResources });
  });
});

describe('resultCrisisLevel', () => {
  it("is 'plans' for a plans result, the usual card for any other raised flag (old results have no safetyLevel), none otherwise", () => {
    expect(resultCrisisLevel({ safetyFlag: true, safetyLevel: 'plans' })).toBe('plans');
    expect(resultCrisisLevel({ safetyFlag: true, safetyLevel: 'thoughts' })).toBe('thoughts');
    expect(resultCrisisLevel({ safetyFlag: true })).toBe('thoughts');
    expect(resultCrisisLevel({ safetyFlag: false, safetyLevel: 'high-total' })).toBeNull();
    expect(resultCrisisLevel({ safetyFlag: false, safetyLevel: null })).toBeNull();
  });
});

describe('the default content file', () => {
  it("holds the built-in stronger card word for word as depression.crisis.urgent, and the built-in lines' links", () => {
    const crisis = resultTextsSchema.parse(resultTextsFile).depression?.crisis;
    expect(crisis?.urgent).toEqual(plans);
    expect(crisis?.resources?.map(({ name, contact, href }) => ({ name, contact, href }))).toEqual(
      depressionDefinition.crisisResources.map(({ name, contact, href }) => ({ name, contact, href })),
    );
  });
});
