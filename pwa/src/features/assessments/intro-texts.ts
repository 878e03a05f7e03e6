import type { AssessmentId } from '@career/scoring/assessment-ids';
import type { InstrumentInfo } from '@career/scoring/instrument-info';
import type { InitialDataDto } from '@career/sync-server/public/contract/initial-data-schema';

/** What an assessment page's intro shows. Empty text: the content service has none ('No description available'). */
export type IntroTexts = Pick<InstrumentInfo, 'name' | 'whatIsIt' | 'whyIsItUsed' | 'instructions' | 'timeToComplete'>;

/**
 * The texts come from the content service's initial data once it has answered (or the service
 * worker's copy has): a text it leaves out is missing, and shows as such, rather than being filled
 * from the bundle, so what an editor removes is gone. Before any answer (the first moments, or
 * offline with no copy) the bundled texts of the instrument definition stand in.
 */
export function introTextsOf(info: IntroTexts & { id: AssessmentId }, data: InitialDataDto | undefined): IntroTexts {
  if (!data) return info;
  const entry = data.assessments.find((assessment) => assessment.id === info.id);
  return {
    name: entry?.name ?? info.name,
    whatIsIt: entry?.shortDescription ?? '',
    whyIsItUsed: entry?.longDescription ?? '',
    instructions: entry?.instructions ?? '',
    timeToComplete: entry?.timeToComplete ?? '',
  };
}
