import type { AssessmentId } from '@career/scoring/assessment-ids';
import type { InitialDataDto } from '@career/sync-server/public/contract/initial-data-schema';
import type { AssessmentMeta } from '../assessments/assessment-meta';

/**
 * The dashboard's name, time estimate and tooltip of an assessment, by the rule of the assessment
 * pages (assessments/intro-texts.ts): the initial data's once known, a text it leaves out empty
 * (shown as missing); before that the bundled ASSESSMENT_META entry. The question count is always
 * the bundled one (scoring, not content).
 */
export function assessmentMetaOf(id: AssessmentId, bundled: AssessmentMeta, data: InitialDataDto | undefined): AssessmentMeta {
  if (!data) return bundled;
  const entry = data.assessments.find((assessment) => assessment.id === id);
  return { name: entry?.name ?? bundled.name, totalQuestions: bundled.totalQuestions, timeToComplete: entry?.timeToComplete ?? '', whatIsIt: entry?.shortDescription ?? '' };
}
