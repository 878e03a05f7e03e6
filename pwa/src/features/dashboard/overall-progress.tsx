import { Body1, ProgressBar, Subtitle2, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'grid', gap: '8px' },
  header: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: '8px' },
});

/** The overall progress over the plan's assessments, as a bar and as a percentage. */
export function OverallProgress({ value }: { value: number }) {
  const styles = useStyles();
  const percent = Math.round(value * 100);
  return (
    <section className={styles.root} aria-labelledby="overall-progress-title">
      <div className={styles.header}>
        <Subtitle2 as="h2" id="overall-progress-title">
          Overall progress
        </Subtitle2>
        <Body1>{percent}% complete</Body1>
      </div>
      <ProgressBar value={value} max={1} thickness="large" aria-labelledby="overall-progress-title" aria-valuetext={`${percent}% complete`} />
    </section>
  );
}
