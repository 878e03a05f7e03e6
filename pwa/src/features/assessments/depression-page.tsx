import { depressionDefinition } from '@career/scoring/depression/depression-definition';
import { usePrefetchQuery } from '@tanstack/react-query';
import { resultTextsQuery } from '../results/use-result-texts';
import { ChoiceQuestionnaire } from './choice-questionnaire';
import { crisisCardAfter } from './depression-crisis-card';

/**
 * /assess/depression-screening: 21 groups, each with its 4 statements as the options, and the
 * crisis card after group 9 as soon as it is answered above its first statement. The content's
 * crisis texts are asked for up front (the service worker answers offline), so the card is
 * usually in the operator's words from its first appearance.
 */
export function DepressionPage() {
  usePrefetchQuery(resultTextsQuery);
  return <ChoiceQuestionnaire info={depressionDefinition} items={depressionDefinition.items} layout="vertical" afterQuestion={crisisCardAfter} />;
}
