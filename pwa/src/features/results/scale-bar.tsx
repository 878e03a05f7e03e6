import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { printColors } from './chart-styles';

/** A coloured stretch of a scale, in the scale's own units. */
export interface ScaleBand {
  from: number;
  to: number;
  /** A Fluent colour token (a CSS value). */
  color: string;
}

/** Where `value` sits on [min, max], as a percentage 0..100 (values outside are drawn at the edge). */
export function scalePercent(value: number, min: number, max: number): number {
  if (max <= min) return 0;
  return Math.min(100, Math.max(0, ((value - min) / (max - min)) * 100));
}

/**
 * Anchors a label at `percent` of its row so it never runs past either end: centred in the middle,
 * left-aligned at 0 and right-aligned at 100.
 */
export function anchoredAt(percent: number): { left: string; transform: string } {
  return { left: `${percent}%`, transform: `translateX(-${percent}%)` };
}

const useStyles = makeStyles({
  root: { display: 'grid', gap: '6px', minWidth: 0, ...printColors },
  bubbleRow: { position: 'relative', height: '28px' },
  bubble: {
    position: 'absolute',
    bottom: '2px',
    padding: '2px 10px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralForeground1,
    color: tokens.colorNeutralForegroundInverted,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase300,
    whiteSpace: 'nowrap',
    ...printColors,
  },
  track: { position: 'relative' },
  trackLarge: { height: '20px' },
  trackSmall: { height: '12px' },
  bands: {
    position: 'absolute',
    inset: 0,
    overflow: 'hidden',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground4,
    outline: `1px solid ${tokens.colorNeutralStroke2}`,
    ...printColors,
  },
  band: { position: 'absolute', top: 0, bottom: 0, ...printColors },
  // The score's margin of error: a dark translucent bar across the track, under the marker.
  range: {
    position: 'absolute',
    top: '25%',
    bottom: '25%',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralForeground2,
    opacity: 0.55,
    ...printColors,
  },
  rangeEnd: { position: 'absolute', top: '-3px', bottom: '-3px', width: '2px', backgroundColor: tokens.colorNeutralForeground2, ...printColors },
  bandGap: { boxShadow: `inset -2px 0 0 ${tokens.colorNeutralBackground1}` },
  markerLine: {
    position: 'absolute',
    top: '-6px',
    bottom: '-6px',
    width: '4px',
    transform: 'translateX(-50%)',
    borderRadius: tokens.borderRadiusSmall,
    backgroundColor: tokens.colorNeutralForeground1,
    boxShadow: `0 0 0 2px ${tokens.colorNeutralBackground1}`,
    ...printColors,
  },
  markerDot: {
    position: 'absolute',
    top: '50%',
    width: '14px',
    height: '14px',
    transform: 'translate(-50%, -50%)',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    boxShadow: `0 0 0 2px ${tokens.colorNeutralBackground1}, 0 0 0 3px ${tokens.colorBrandBackground}`,
    ...printColors,
  },
  ticks: { position: 'relative', height: '22px', color: tokens.colorNeutralForeground2 },
  tick: {
    position: 'absolute',
    top: 0,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    paddingTop: '6px',
    whiteSpace: 'nowrap',
  },
  tickMark: {
    position: 'absolute',
    top: 0,
    width: '1px',
    height: '5px',
    backgroundColor: tokens.colorNeutralStrokeAccessible,
    ...printColors,
  },
});

export interface ScaleBarProps {
  min: number;
  max: number;
  /** Coloured stretches, drawn in order over a neutral track. */
  bands: readonly ScaleBand[];
  value: number;
  /** The figure in words, e.g. 'Score 16 on a scale from 0 to 63, level Mild'. */
  label: string;
  /** Numbered marks under the track. */
  ticks?: readonly number[];
  /** Shown in a bubble above the marker ('large' only). */
  valueLabel?: string;
  /** 'large': a tall marker line (one figure on its own); 'small': a dot (rows of a table). */
  size?: 'large' | 'small';
  /** The score's margin of error (its 95% range), drawn as a bar around the marker; `label` should say it too. */
  range?: { from: number; to: number };
}

/**
 * A horizontal scale with coloured bands, a marker for the value and optional numbered ticks.
 * It is one image for assistive technology (`label` states the figure), so the view must also
 * show the numbers as text.
 */
export function ScaleBar({ min, max, bands, value, label, ticks, valueLabel, size = 'large', range }: ScaleBarProps) {
  const styles = useStyles();
  const at = scalePercent(value, min, max);
  const rangeFrom = range ? scalePercent(range.from, min, max) : 0;
  const rangeTo = range ? scalePercent(range.to, min, max) : 0;
  return (
    <div role="img" aria-label={label} className={styles.root}>
      {valueLabel !== undefined && size === 'large' ? (
        <div className={styles.bubbleRow}>
          <span className={styles.bubble} style={anchoredAt(at)}>
            {valueLabel}
          </span>
        </div>
      ) : null}
      <div className={mergeClasses(styles.track, size === 'large' ? styles.trackLarge : styles.trackSmall)}>
        <div className={styles.bands}>
          {bands.map((band, index) => {
            const from = scalePercent(band.from, min, max);
            const to = scalePercent(band.to, min, max);
            return (
              <div
                key={`${band.from}-${band.to}`}
                className={mergeClasses(styles.band, index < bands.length - 1 && styles.bandGap)}
                style={{ left: `${from}%`, width: `${to - from}%`, backgroundColor: band.color }}
              />
            );
          })}
          {range ? <div className={styles.range} data-score-range="" style={{ left: `${rangeFrom}%`, width: `${rangeTo - rangeFrom}%` }} /> : null}
        </div>
        {range ? (
          <>
            <div className={styles.rangeEnd} style={{ left: `${rangeFrom}%` }} />
            <div className={styles.rangeEnd} style={{ left: `calc(${rangeTo}% - 2px)` }} />
          </>
        ) : null}
        <div className={size === 'large' ? styles.markerLine : styles.markerDot} style={{ left: `${at}%` }} />
      </div>
      {ticks && ticks.length > 0 ? (
        <div className={styles.ticks}>
          {ticks.map((tick) => {
            const tickAt = scalePercent(tick, min, max);
            return (
              <span key={tick}>
                <span className={styles.tickMark} style={{ left: `${tickAt}%` }} />
                <span className={styles.tick} style={anchoredAt(tickAt)}>
                  {tick}
                </span>
              </span>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
