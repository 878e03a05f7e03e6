import { ASSESSMENT_IDS } from '@career/scoring/assessment-ids';
import { CARD_SORT_DEFINITION } from '@career/scoring/card-sort/card-sort-definition';
import { consentDefinition } from '@career/scoring/consent/consent-definition';
import { depressionDefinition } from '@career/scoring/depression/depression-definition';
import type { InstrumentInfo } from '@career/scoring/instrument-info';
import { INTERVIEW_DEFINITION } from '@career/scoring/interview/interview-definition';
import { MBTI_DEFINITION } from '@career/scoring/mbti/mbti-definition';
import { neoDefinition } from '@career/scoring/neo/neo-definition';
import { readinessDefinition } from '@career/scoring/readiness/readiness-definition';
import type { InitialDataDto } from '@career/sync-server/public/contract/initial-data-schema';
import { describe, expect, it } from 'vitest';
import initialData from '../../../../sync-server/content/initial-data.json';
import { BUNDLED_INSTRUCTIONS } from '../dashboard/instructions-panel';
import { ASSESSMENT_META } from './assessment-meta';

const DEFINITIONS: InstrumentInfo[] = [
  consentDefinition,
  depressionDefinition,
  readinessDefinition,
  neoDefinition,
  MBTI_DEFINITION,
  CARD_SORT_DEFINITION,
  INTERVIEW_DEFINITION,
];

describe('ASSESSMENT_META', () => {
  it('covers every assessment', () => {
    expect(Object.keys(ASSESSMENT_META).sort()).toEqual([...ASSESSMENT_IDS].sort());
  });

  it.each(DEFINITIONS.map((definition) => [definition.id, definition] as const))('%s equals its definition', (id, definition) => {
    expect(ASSESSMENT_META[id]).toEqual({
      name: definition.name,
      totalQuestions: definition.totalQuestions,
      timeToComplete: definition.timeToComplete,
      whatIsIt: definition.whatIsIt,
    });
  });
});

describe('the bundled texts (shown until the initial data is known)', () => {
  const data = initialData as InitialDataDto;

  it.each(DEFINITIONS.map((definition) => [definition.id, definition] as const))('%s: the default content file says what the definition says', (id, definition) => {
    expect(data.assessments.find((assessment) => assessment.id === id)).toMatchObject({
      name: definition.name,
      shortDescription: definition.whatIsIt,
      longDescription: definition.whyIsItUsed,
      instructions: definition.instructions,
      timeToComplete: definition.timeToComplete,
    });
  });

  it("the dashboard's instructions are the default content file's", () => {
    expect(BUNDLED_INSTRUCTIONS).toEqual(data.instructions);
  });
});
