import { readinessDefinition } from '@career/scoring/readiness/readiness-definition';
import { ChoiceQuestionnaire } from './choice-questionnaire';

/** /assess/readiness-for-change: 12 statements on one agreement scale (-2..2). */
export function ReadinessPage() {
  return <ChoiceQuestionnaire info={readinessDefinition} items={readinessDefinition.items} sharedOptions={readinessDefinition.options} layout="horizontal" />;
}
