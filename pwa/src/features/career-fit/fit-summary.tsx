import type { CareerFitDto } from '@career/sync-server/records/contract/career-idea-dto';
import { Body1, makeStyles, tokens } from '@fluentui/react-components';
import { bandRankText, stabilityText } from './fit-text';

const useStyles = makeStyles({
  line: { margin: 0, display: 'flex', flexWrap: 'wrap', gap: '2px 12px' },
  rank: { fontWeight: tokens.fontWeightSemibold },
  stability: { color: tokens.colorNeutralForeground2 },
});

/** 'Strong match, 3rd of 923' and 'In the top 10 in about 7 of 10 simulated retests', on one line where it fits (a counselor's view). */
export function FitSummary({ fit }: { fit: Pick<CareerFitDto, 'band' | 'rank' | 'of' | 'stability'> }) {
  const styles = useStyles();
  const stability = stabilityText(fit, 'counselor');
  return (
    <Body1 as="p" className={styles.line}>
      <span className={styles.rank}>{bandRankText(fit)}</span>
      {stability ? (
        <>
          {' '}
          <span className={styles.stability}>{stability}</span>
        </>
      ) : null}
    </Body1>
  );
}
