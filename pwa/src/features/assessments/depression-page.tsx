import { depressionDefinition } from '@career/scoring/depression/depression-definition';
import { ChoiceQuestionnaire } from './choice-questionnaire';

/** /assess/depression-screening: 21 groups, each with its 4 statements as the options. */
export function DepressionPage() {
  return <ChoiceQuestionnaire info={depressionDefinition} items={depressionDefinition.items} layout="vertical" />;
}
