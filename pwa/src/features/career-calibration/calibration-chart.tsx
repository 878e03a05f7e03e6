import type { CalibrationBandDto } from '@career/sync-server/records/contract/career-idea-dto';
import { Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { calibrationBandLabel, intervalText, percentText } from './calibration-figures';

const TICKS = [0, 0.25, 0.5, 0.75, 1];

const useStyles = makeStyles({
  chart: {
    display: 'grid',
    gridTemplateColumns: 'max-content minmax(120px, 1fr) max-content',
    alignItems: 'center',
    gap: '10px 12px',
    margin: 0,
    padding: '16px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
  },
  label: { whiteSpace: 'nowrap' },
  track: {
    position: 'relative',
    height: '20px',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusSmall,
    // Lines at 25%, 50% and 75%.
    backgroundImage: `linear-gradient(to right, transparent calc(25% - 0.5px), ${tokens.colorNeutralStroke2} calc(25% - 0.5px), ${tokens.colorNeutralStroke2} calc(25% + 0.5px), transparent calc(25% + 0.5px), transparent calc(50% - 0.5px), ${tokens.colorNeutralStroke2} calc(50% - 0.5px), ${tokens.colorNeutralStroke2} calc(50% + 0.5px), transparent calc(50% + 0.5px), transparent calc(75% - 0.5px), ${tokens.colorNeutralStroke2} calc(75% - 0.5px), ${tokens.colorNeutralStroke2} calc(75% + 0.5px), transparent calc(75% + 0.5px))`,
  },
  bar: { position: 'absolute', left: 0, top: '3px', bottom: '3px', backgroundColor: tokens.colorBrandBackground, borderRadius: tokens.borderRadiusSmall },
  // The 95% interval: a line from low to high with end caps, over the bar.
  whisker: {
    position: 'absolute',
    top: '50%',
    height: '10px',
    transform: 'translateY(-50%)',
    borderLeft: `2px solid ${tokens.colorNeutralForeground1}`,
    borderRight: `2px solid ${tokens.colorNeutralForeground1}`,
    boxSizing: 'border-box',
    '::before': { content: '""', position: 'absolute', left: 0, right: 0, top: '4px', borderTop: `2px solid ${tokens.colorNeutralForeground1}` },
  },
  none: { position: 'absolute', left: '8px', top: 0, bottom: 0, display: 'flex', alignItems: 'center', color: tokens.colorNeutralForeground3 },
  value: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  axis: { gridColumn: '2', position: 'relative', height: '16px', color: tokens.colorNeutralForeground3 },
  tick: { position: 'absolute', top: 0, transform: 'translateX(-50%)' },
  legend: { gridColumn: '1 / -1', margin: 0, color: tokens.colorNeutralForeground3 },
});

/** A share (0-1) as a CSS length along the track, to a hundredth of a percent. */
const at = (share: number) => `${Math.round(Math.min(1, Math.max(0, share)) * 10000) / 100}%`;

/** The chart's figures in words, for a screen reader (the table below has them too). */
export function chartDescription(bands: readonly CalibrationBandDto[]): string {
  const rows = bands.map((band) => {
    const { value } = band.shareInterested;
    return value === null
      ? `${calibrationBandLabel(band.band)}: no marks yet`
      : `${calibrationBandLabel(band.band)}: ${percentText(value)} interested (95% interval ${intervalText(band.shareInterested)})`;
  });
  return `Share of marked ideas that clients marked Interested, by band. ${rows.join('; ')}.`;
}

/**
 * Per band, the share of marked ideas that clients marked Interested as a bar (0-100%), with its
 * 95% interval as a whisker, and the share in figures beside it. CSS only: no chart library.
 */
export function CalibrationChart({ bands }: { bands: readonly CalibrationBandDto[] }) {
  const styles = useStyles();
  return (
    <figure className={styles.chart} role="img" aria-label={chartDescription(bands)}>
      {bands.map((band) => {
        const { value, low, high } = band.shareInterested;
        return (
          <div key={band.band} style={{ display: 'contents' }} data-band={band.band}>
            <Caption1 className={styles.label}>{calibrationBandLabel(band.band)}</Caption1>
            <div className={styles.track}>
              {value === null ? (
                <Caption1 className={styles.none}>No marks yet</Caption1>
              ) : (
                <>
                  <div className={styles.bar} data-part="bar" style={{ width: at(value) }} />
                  {low !== null && high !== null ? <div className={styles.whisker} data-part="interval" style={{ left: at(low), width: at(high - low) }} /> : null}
                </>
              )}
            </div>
            <Caption1 className={styles.value}>{value === null ? '' : `${percentText(value)} (${intervalText(band.shareInterested)})`}</Caption1>
          </div>
        );
      })}
      <div className={styles.axis}>
        {TICKS.map((tick) => (
          <Caption1 key={tick} className={styles.tick} style={{ left: at(tick) }}>
            {percentText(tick)}
          </Caption1>
        ))}
      </div>
      <Caption1 as="p" className={styles.legend}>
        Bar: share marked Interested among the ideas marked Interested or Not for me. Whisker: its 95% interval.
      </Caption1>
    </figure>
  );
}
