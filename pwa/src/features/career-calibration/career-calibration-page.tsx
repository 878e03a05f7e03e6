import { Body1, Body1Strong, Button, Caption1, Spinner, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';
import { Notice } from '../../layout/notice';
import { Page } from '../../layout/page';
import { BandsNote } from '../career-fit/bands-note';
import { ButtonLink } from '../records/button-link';
import { useCalibration } from './calibration-api';
import { CalibrationChart } from './calibration-chart';
import { CALIBRATION_CAUTION, CALIBRATION_QUESTION, NO_MARKS_TEXT, basedOnText, calibrationAnswer, calibrationTotals, orderedBands } from './calibration-figures';
import { CalibrationTable } from './calibration-table';

const useStyles = makeStyles({
  header: { display: 'flex', alignItems: 'center', gap: '8px' },
  heading: { margin: 0 },
  lead: { margin: 0, color: tokens.colorNeutralForeground2, maxWidth: '90ch' },
  answer: { margin: 0, maxWidth: '90ch' },
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  section: { display: 'grid', gap: '12px' },
});

/**
 * /admin/career-ideas/calibration: do the bands mean something to clients? Per band, the share of
 * the shared ideas that clients marked Interested (of those they marked), with its 95% interval,
 * as a chart and a table, the answer in words and how many marks it rests on.
 */
export function CareerCalibrationPage() {
  const styles = useStyles();
  const calibration = useCalibration();
  const bands = calibration.data ? orderedBands(calibration.data.bands) : [];
  const { marks, shared } = calibrationTotals(bands);
  return (
    <Page>
      <div className={styles.header}>
        <ButtonLink to="/admin/search-record" appearance="subtle" icon={<ArrowLeftRegular />} aria-label="Back to Data-Driven Career Ideas" />
        <Title2 as="h1" className={styles.heading}>
          Career idea bands: calibration
        </Title2>
      </div>
      <Body1 as="p" className={styles.lead}>
        Clients mark the ideas their counselor shares &lsquo;Interested&rsquo; or &lsquo;Not for me&rsquo;. Here are those marks by the band each idea had when it was
        shared.
      </Body1>
      <BandsNote audience="counselor" />
      {calibration.isPending ? <Spinner label="Loading the calibration..." /> : null}
      {calibration.error ? (
        <Notice intent="error" actions={<Button onClick={() => void calibration.refetch()}>Try again</Button>}>
          We could not load the calibration. {calibration.error.message}
        </Notice>
      ) : null}
      {calibration.data && !marks ? (
        <div>
          <Body1 as="p" role="status" className={styles.answer}>
            {NO_MARKS_TEXT}
          </Body1>
          {shared ? (
            <Caption1 as="p" className={styles.muted}>
              {shared === 1 ? '1 shared idea waits for its client’s answer.' : `${shared.toLocaleString('en-US')} shared ideas wait for their clients’ answers.`}
            </Caption1>
          ) : null}
        </div>
      ) : null}
      {calibration.data && marks ? (
        <section className={styles.section} aria-label="Calibration">
          <Body1 as="p" className={styles.answer}>
            <Body1Strong>{CALIBRATION_QUESTION}</Body1Strong> <span>{calibrationAnswer(bands)}</span>
          </Body1>
          <Caption1 as="p" className={styles.muted}>
            {basedOnText(bands)}. {CALIBRATION_CAUTION}
          </Caption1>
          <CalibrationChart bands={bands} />
          <CalibrationTable bands={bands} />
        </section>
      ) : null}
    </Page>
  );
}
