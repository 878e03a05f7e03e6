import { neoDefinition } from '@career/scoring/neo/neo-definition';
import { NeoDemographicsStep } from '../demographics/neo-demographics-step';
import { ChoiceQuestionnaire } from './choice-questionnaire';

/** NEO items per page (240 items: 12 pages). */
export const NEO_PAGE_SIZE = 20;

/**
 * /assess/neo: 240 statements on one accuracy scale, 20 a page; the page is remembered on the
 * device. Above the first question, the optional birth year and sex that choose the norm group.
 */
export function NeoPage() {
  return (
    <ChoiceQuestionnaire
      info={neoDefinition}
      items={neoDefinition.items}
      sharedOptions={neoDefinition.options}
      pageSize={NEO_PAGE_SIZE}
      layout="horizontal"
      beforeQuestions={(user) => <NeoDemographicsStep user={user} />}
    />
  );
}
