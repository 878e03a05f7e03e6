import { GOT_CHART_RANGE, chartPercent } from '@career/scoring/sii/sii-scales';
import type { HollandTheme } from '@career/scoring/sii/sii-types';
import { T_SCORE_LEVEL_CUTOFFS } from '@career/scoring/t-score-level';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { printColors } from './chart-styles';
import type { SiiTexts } from './sii-theme-palette';
import { SII_THEME_COLORS, siiThemeName } from './sii-theme-palette';
import { rangeWords } from './score-range';

/** A tick's label at `percent` of the axis: centred on its mark, but kept inside both ends. */
function anchoredAt(percent: number): { left: string; transform: string } {
  const shift = percent <= 0 ? 0 : percent >= 100 ? 100 : 50;
  return { left: `${percent}%`, transform: `translateX(-${shift}%)` };
}

const useStyles = makeStyles({
  chart: { minWidth: '160px', paddingBlock: '6px', ...printColors },
  track: {
    position: 'relative',
    height: '14px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    outline: `1px solid ${tokens.colorNeutralStroke1}`,
    ...printColors,
  },
  // The shaded stretch stands out above and below the track, so that it shows behind a bar too.
  shade: { position: 'absolute', top: '-5px', bottom: '-5px', backgroundColor: tokens.colorNeutralBackground5, ...printColors },
  grid: { position: 'absolute', top: 0, bottom: 0, width: '1px', backgroundColor: tokens.colorNeutralStroke1, ...printColors },
  fill: { position: 'absolute', top: 0, bottom: 0, borderRadius: tokens.borderRadiusSmall, ...printColors },
  // The score's margin of error: a whisker across the bar's end, with caps.
  range: {
    position: 'absolute',
    top: '50%',
    height: '2px',
    transform: 'translateY(-50%)',
    backgroundColor: tokens.colorNeutralForeground1,
    ...printColors,
  },
  rangeCap: { position: 'absolute', top: '-4px', bottom: '-4px', width: '2px', backgroundColor: tokens.colorNeutralForeground1, ...printColors },
  marker: {
    position: 'absolute',
    top: '50%',
    width: '14px',
    height: '14px',
    transform: 'translate(-50%, -50%)',
    borderRadius: tokens.borderRadiusCircular,
    boxShadow: `0 0 0 2px ${tokens.colorNeutralBackground1}`,
    ...printColors,
  },
  axis: {
    position: 'relative',
    height: '16px',
    minWidth: '160px',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: '16px',
    fontWeight: tokens.fontWeightRegular,
    fontVariantNumeric: 'tabular-nums',
  },
  tick: { position: 'absolute', top: 0, whiteSpace: 'nowrap' },
  badge: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '22px',
    height: '22px',
    borderRadius: tokens.borderRadiusMedium,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightBold,
    lineHeight: 1,
    ...printColors,
  },
  label: { display: 'inline-flex', alignItems: 'center', gap: '8px' },
  swatch: {
    display: 'inline-block',
    width: '14px',
    height: '14px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusSmall,
    outline: `1px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground5,
    ...printColors,
  },
  legend: {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    margin: 0,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
});

export interface SiiBarProps {
  /** The figure in words, e.g. 'Artistic, 64 on a scale of 25 to 75, High'. */
  label: string;
  /** Where the value sits on the track, 0..100. */
  percent: number;
  /** Where the bar starts, 0..100: 0 for one-sided scales, 50 for scales with two poles. */
  from?: number;
  /** The bar's colour (a Fluent token). */
  color: string;
  /** Vertical gridlines, in percent of the track. */
  gridlines?: readonly number[];
  /** A shaded stretch of the track (an average range or midrange), in percent. */
  shade?: { from: number; to: number };
  /** A dot at the value, so that a bar of length zero still shows where the value is. */
  marker?: boolean;
  /** The score's margin of error (its 95% range), in percent of the track, drawn as a whisker; `label` should say it too. */
  range?: { from: number; to: number };
}

/**
 * A horizontal bar on a track. It is one image for assistive technology (`label` states the
 * figure), so the view also writes the numbers out as text.
 */
export function SiiBar({ label, percent, from = 0, color, gridlines = [], shade, marker = false, range }: SiiBarProps) {
  const styles = useStyles();
  const start = Math.min(from, percent);
  const end = Math.max(from, percent);
  return (
    <div role="img" aria-label={label} className={styles.chart}>
      <div className={styles.track}>
        {shade ? <div className={styles.shade} style={{ left: `${shade.from}%`, width: `${shade.to - shade.from}%` }} /> : null}
        {gridlines.map((at) => (
          <div key={at} className={styles.grid} style={{ left: `${at}%` }} />
        ))}
        <div className={styles.fill} data-bar-fill="" style={{ left: `${start}%`, width: `${end - start}%`, backgroundColor: color }} />
        {marker ? <div className={styles.marker} data-bar-marker="" style={{ left: `${percent}%`, backgroundColor: color }} /> : null}
        {range ? (
          <div data-score-range="">
            <div className={styles.range} style={{ left: `${range.from}%`, width: `${range.to - range.from}%` }} />
            <div className={styles.rangeCap} style={{ left: `${range.from}%` }} />
            <div className={styles.rangeCap} style={{ left: `calc(${range.to}% - 2px)` }} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

/** The numbers of a chart's axis (decorative: every bar states its own figure). */
export function SiiAxis({ ticks }: { ticks: readonly { label: string; percent: number }[] }) {
  const styles = useStyles();
  return (
    <div className={styles.axis} aria-hidden="true" data-chart-axis="">
      {ticks.map((tick) => (
        <span key={tick.label} className={styles.tick} style={anchoredAt(tick.percent)}>
          {tick.label}
        </span>
      ))}
    </div>
  );
}

/** A theme's letter in the theme's colours (decorative: the name is always written nearby). */
export function SiiThemeBadge({ theme, letter, className }: { theme: HollandTheme; letter: string; className?: string }) {
  const styles = useStyles();
  const colors = SII_THEME_COLORS[theme];
  return (
    <span
      className={mergeClasses(styles.badge, className)}
      style={{ backgroundColor: colors.tint, color: colors.ink, boxShadow: `inset 0 0 0 1px ${colors.bar}` }}
      aria-hidden="true"
    >
      {letter}
    </span>
  );
}

/** A theme's badge and name, e.g. [A] Artistic. */
export function SiiThemeLabel({ theme, letter, texts }: { theme: HollandTheme; letter: string; texts: SiiTexts }) {
  const styles = useStyles();
  return (
    <span className={styles.label}>
      <SiiThemeBadge theme={theme} letter={letter} />
      {siiThemeName(theme, texts)}
    </span>
  );
}

/** A note under a chart explaining its shaded stretch, with a swatch of the shade. */
export function SiiShadeLegend({ children }: { children: string }) {
  const styles = useStyles();
  return (
    <p className={styles.legend}>
      <span className={styles.swatch} aria-hidden="true" />
      {children}
    </p>
  );
}

/** The General Occupational Themes / Basic Interest Scales chart: 25 to 75 (spec section 9). */
export const SII_GOT_TICKS: readonly { label: string; percent: number }[] = [25, 35, 45, 55, 65, 75].map((t) => ({
  label: String(t),
  percent: chartPercent(t, GOT_CHART_RANGE),
}));

/** The average range of standard scores (40 to 60, spec section 9) on the 25 to 75 chart. */
export const SII_GOT_AVERAGE_SHADE = {
  from: chartPercent(T_SCORE_LEVEL_CUTOFFS.low, GOT_CHART_RANGE),
  to: chartPercent(T_SCORE_LEVEL_CUTOFFS.high, GOT_CHART_RANGE),
};

export const SII_GOT_AVERAGE_LEGEND = `Shaded: the average range of scores (${T_SCORE_LEVEL_CUTOFFS.low} to ${T_SCORE_LEVEL_CUTOFFS.high}).`;

/** The figure of a bar on the 25 to 75 chart, e.g. 'Artistic, 64 on a scale of 25 to 75, likely 58 to 70, High'. */
export function siiGotBarLabel(name: string, value: number, level: string, interval?: { low: number; high: number }): string {
  const range = interval ? `, ${rangeWords(interval)}` : '';
  return `${name}, ${value} on a scale of ${GOT_CHART_RANGE.min} to ${GOT_CHART_RANGE.max}${range}, ${level}`;
}

