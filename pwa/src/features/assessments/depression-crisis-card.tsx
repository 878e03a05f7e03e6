import { selfHarmIndexOf, selfHarmLevelOf } from '@career/scoring/depression/safety-level';
import { makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { memo } from 'react';
import type { LocalAnswers } from '../../sync/sync-types';
import { CrisisCard } from '../crisis-support/crisis-card';
import type { CrisisLevel } from '../crisis-support/crisis-copy';
import { crisisCopyOf } from '../crisis-support/crisis-copy';
import { useResultTexts } from '../results/use-result-texts';

const SELF_HARM_INDEX = selfHarmIndexOf();

const useStyles = makeStyles({
  // Empty (and so without height) until there is a card; never display: none, so the live region
  // is in the accessibility tree before the card appears.
  live: { ':not(:empty)': { padding: '16px 0' } },
});

/** The card, in the content's words when they are cached (the service worker keeps them), else the built-in ones. */
function QuestionnaireCrisisCard({ level }: { level: CrisisLevel }) {
  const { data } = useResultTexts();
  return <CrisisCard copy={crisisCopyOf(level, data?.depression?.crisis)} heading="h2" data-testid="crisis-card" />;
}

/**
 * A polite live region right after the self-harm group, there from the start, that holds the crisis
 * card while the group's answer is above its first option: a screen reader reads the card when it
 * appears (or changes to the stronger one) without the focus moving. Memoized on the level alone,
 * so the other 20 answers never re-render it.
 */
const CrisisCardSlot = memo(function CrisisCardSlot({ level }: { level: CrisisLevel | null }) {
  const styles = useStyles();
  return (
    <div aria-live="polite" className={styles.live} data-testid="crisis-live-region">
      {level ? <QuestionnaireCrisisCard key={level} level={level} /> : null}
    </div>
  );
});

/**
 * The depression screening's `afterQuestion`: the crisis card's place after the self-harm group
 * (group 9), from the answer on the device, so it shows at once and offline. Nothing else depends
 * on it: every question, Save & Exit and I'm Finished stay as they are.
 */
export function crisisCardAfter(index: number, answers: LocalAnswers): ReactNode {
  if (index !== SELF_HARM_INDEX) return null;
  return <CrisisCardSlot level={selfHarmLevelOf(answers[String(index)])} />;
}
