import type { LeanAssessmentDto } from '@career/sync-server/accounts/contract/user-dto';
import { Body1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleFilled, ClockRegular } from '@fluentui/react-icons';

const useStyles = makeStyles({
  list: { display: 'grid', gap: '6px', margin: 0, padding: 0, listStyle: 'none' },
  item: { display: 'flex', gap: '8px', alignItems: 'center' },
  done: { color: tokens.colorPaletteGreenForeground1 },
  waiting: { color: tokens.colorNeutralForeground3 },
});

/** Which of the two results the provider has reported (the lean MBTI and SII flags). */
export function ProviderStatus({ lean }: { lean: LeanAssessmentDto | undefined }) {
  const styles = useStyles();
  const rows = [
    { name: 'Myers-Briggs Type Indicator (MBTI)', done: lean?.MBTI === true },
    { name: 'Strong Interest Inventory (SII)', done: lean?.SII === true },
  ];
  return (
    <section aria-labelledby="provider-status-title">
      <Subtitle2 as="h2" id="provider-status-title">
        Your results from our partner
      </Subtitle2>
      <ul className={styles.list} aria-live="polite">
        {rows.map((row) => (
          <li key={row.name} className={styles.item}>
            {row.done ? <CheckmarkCircleFilled className={styles.done} aria-hidden /> : <ClockRegular className={styles.waiting} aria-hidden />}
            <Body1>
              {row.name}: {row.done ? 'received' : 'not received yet'}
            </Body1>
          </li>
        ))}
      </ul>
    </section>
  );
}
