import { ASSESSMENT_IDS } from '@career/scoring/assessment-ids';
import { CARD_SORT_DEFINITION } from '@career/scoring/card-sort/card-sort-definition';
import { consentDefinition } from '@career/scoring/consent/consent-definition';
import { depressionDefinition } from '@career/scoring/depression/depression-definition';
import type { InstrumentInfo } from '@career/scoring/instrument-info';
import { INTERVIEW_DEFINITION } from '@career/scoring/interview/interview-definition';
import { MBTI_DEFINITION } from '@career/scoring/mbti/mbti-definition';
import { neoDefinition } from '@career/scoring/neo/neo-definition';
import { readinessDefinition } from '@career/scoring/readiness/readiness-definition';
import { describe, expect, it } from 'vitest';
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
