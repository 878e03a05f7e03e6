import type { InitialDataDto } from '@career/sync-server/public/contract/initial-data-schema';
import { describe, expect, it } from 'vitest';
import { ASSESSMENT_META } from '../assessments/assessment-meta';
import { assessmentMetaOf } from './assessment-meta-of';

const DATA: InitialDataDto = {
  instructions: [],
  assessments: [
    { id: 'readiness-for-change', code: 'READINESS', name: 'Ready to Change?', shortDescription: 'Short.', longDescription: 'Long.', instructions: 'Do this.', timeToComplete: '4 minutes' },
    { id: 'neo', code: 'NEO', name: 'Personality' },
  ],
};

describe('assessmentMetaOf', () => {
  it('is the bundled meta until the initial data is known, then the content with the bundled question count', () => {
    expect(assessmentMetaOf('neo', ASSESSMENT_META.neo, undefined)).toBe(ASSESSMENT_META.neo);
    expect(assessmentMetaOf('readiness-for-change', ASSESSMENT_META['readiness-for-change'], DATA)).toEqual({ name: 'Ready to Change?', totalQuestions: 12, timeToComplete: '4 minutes', whatIsIt: 'Short.' });
    expect(assessmentMetaOf('neo', ASSESSMENT_META.neo, DATA)).toEqual({ name: 'Personality', totalQuestions: 240, timeToComplete: '', whatIsIt: '' });
  });
});
