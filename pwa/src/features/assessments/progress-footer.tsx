import { Body1, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { progressFromCount } from '@career/scoring/progress/progress-of';

const useStyles = makeStyles({
  footer: {
    position: 'sticky',
    bottom: 0,
    zIndex: 5,
    display: 'grid',
    gap: '6px',
    padding: '12px 16px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow8,
  },
});

/** The progress bar pinned to the bottom of the viewport: answered over total, with 'N of M answered'. */
export function ProgressFooter({ answered, total }: { answered: number; total: number }) {
  const styles = useStyles();
  const text = `${answered} of ${total} answered`;
  return (
    <div className={styles.footer}>
      <Body1 id="assessment-progress-text" aria-live="polite">
        {text}
      </Body1>
      <ProgressBar value={progressFromCount(answered, total)} max={1} thickness="large" aria-label="Progress" aria-valuetext={text} />
    </div>
  );
}
