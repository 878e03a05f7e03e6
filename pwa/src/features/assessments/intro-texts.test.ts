import { readinessDefinition } from '@career/scoring/readiness/readiness-definition';
import type { InitialDataDto } from '@career/sync-server/public/contract/initial-data-schema';
import { describe, expect, it } from 'vitest';
import { introTextsOf } from './intro-texts';

const DATA: InitialDataDto = {
  instructions: [],
  assessments: [
    { id: 'readiness-for-change', code: 'READINESS', name: 'Ready to Change?', shortDescription: 'Short.', longDescription: 'Long.', instructions: 'Do this.', timeToComplete: '4 minutes' },
    { id: 'neo', code: 'NEO', name: 'Personality' },
  ],
};

describe('introTextsOf', () => {
  it('uses the bundled definition until the initial data is known', () => {
    expect(introTextsOf(readinessDefinition, undefined)).toBe(readinessDefinition);
  });

  it("takes the content's texts once it is known", () => {
    expect(introTextsOf(readinessDefinition, DATA)).toEqual({ name: 'Ready to Change?', whatIsIt: 'Short.', whyIsItUsed: 'Long.', instructions: 'Do this.', timeToComplete: '4 minutes' });
  });

  it('leaves what the content leaves out empty (shown as missing), keeping only the name', () => {
    expect(introTextsOf({ ...readinessDefinition, id: 'neo' }, DATA)).toEqual({ name: 'Personality', whatIsIt: '', whyIsItUsed: '', instructions: '', timeToComplete: '' });
    expect(introTextsOf({ ...readinessDefinition, id: 'interview' }, DATA)).toEqual({ name: readinessDefinition.name, whatIsIt: '', whyIsItUsed: '', instructions: '', timeToComplete: '' });
  });
});
