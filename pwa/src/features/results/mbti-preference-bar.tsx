import { MBTI_MAX_LEVEL } from '@career/scoring/mbti/mbti-scales';
import type { MbtiDichotomyResult } from '@career/scoring/mbti/mbti-types';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { centreLine, printColors } from './chart-styles';


/** The numbers under a bar: 30 20 10 0 10 20 30 (0 in the centre, 30 at both ends). */
const STEP = 10;
const HALF_TICKS = Array.from({ length: MBTI_MAX_LEVEL / STEP + 1 }, (_, i) => MBTI_MAX_LEVEL - i * STEP);
const TICKS: { label: number; percent: number }[] = [
  ...HALF_TICKS.map((value) => ({ label: value, percent: 50 - (value / MBTI_MAX_LEVEL) * 50 })),
  ...HALF_TICKS.slice(0, -1)
    .reverse()
    .map((value) => ({ label: value, percent: 50 + (value / MBTI_MAX_LEVEL) * 50 })),
];

const useStyles = makeStyles({
  root: { display: 'grid', gap: '6px', minWidth: 0 },
  poles: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '12px' },
  pole: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '8px',
    minWidth: 0,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  poleChosen: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  letter: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: '24px',
    height: '24px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke1}`,
    fontWeight: tokens.fontWeightBold,
    ...printColors,
  },
  letterChosen: {
    backgroundColor: tokens.colorBrandBackground,
    border: `1px solid ${tokens.colorBrandBackground}`,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  chart: { paddingBlock: '2px', ...printColors },
  track: {
    position: 'relative',
    height: '18px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    outline: `1px solid ${tokens.colorNeutralStroke1}`,
    ...printColors,
  },
  grid: { position: 'absolute', top: 0, bottom: 0, width: '1px', backgroundColor: tokens.colorNeutralStroke2, ...printColors },
  fill: { position: 'absolute', top: '2px', bottom: '2px', backgroundColor: tokens.colorBrandBackground, ...printColors },
  fillLeft: { borderRadius: `${tokens.borderRadiusMedium} 0 0 ${tokens.borderRadiusMedium}` },
  fillRight: { borderRadius: `0 ${tokens.borderRadiusMedium} ${tokens.borderRadiusMedium} 0` },
  centre: centreLine,
  ticks: {
    position: 'relative',
    height: '16px',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: '16px',
    fontVariantNumeric: 'tabular-nums',
  },
  tick: { position: 'absolute', top: 0, whiteSpace: 'nowrap' },
  clarity: {
    margin: 0,
    display: 'flex',
    alignItems: 'baseline',
    gap: '8px',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  clarityRight: { justifyContent: 'flex-end' },
  clarityLabel: { fontWeight: tokens.fontWeightSemibold },
  clarityNumber: {
    padding: '0 8px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
    fontVariantNumeric: 'tabular-nums',
    ...printColors,
  },
});

/** The figure of a bar in words, e.g. 'Introversion, Clear, 18 of 30'. */
export function mbtiBarLabel(dichotomy: MbtiDichotomyResult): string {
  return `${dichotomy[dichotomy.pole].name}, ${dichotomy.clarityLabel}, ${dichotomy.clarity} of ${MBTI_MAX_LEVEL}`;
}

/**
 * One dichotomy as a bipolar bar: the first pole on the left, the second on the right, 0 in the
 * centre and 30 at both ends. The bar runs from the centre towards the preferred pole, its length
 * the clarity (barPercent of one side), and is labelled with the clarity label and number.
 */
export function MbtiPreferenceBar({ dichotomy }: { dichotomy: MbtiDichotomyResult }) {
  const styles = useStyles();
  const { pole, barPercent } = dichotomy;
  const halfWidth = barPercent / 2;
  const poleLabel = (side: 'first' | 'second') => {
    const { letter, name } = dichotomy[side];
    const chosen = side === pole;
    const letterBox = <span className={mergeClasses(styles.letter, chosen && styles.letterChosen)}>{letter}</span>;
    return (
      <span className={mergeClasses(styles.pole, chosen && styles.poleChosen)} data-pole={side}>
        {side === 'first' ? letterBox : null}
        {name}
        {side === 'second' ? letterBox : null}
      </span>
    );
  };
  return (
    <div className={styles.root}>
      <div className={styles.poles}>
        {poleLabel('first')}
        {poleLabel('second')}
      </div>
      <div role="img" aria-label={mbtiBarLabel(dichotomy)} className={styles.chart}>
        <div className={styles.track}>
          {TICKS.filter((tick) => tick.percent > 0 && tick.percent < 100 && tick.percent !== 50).map((tick) => (
            <div key={tick.percent} className={styles.grid} style={{ left: `${tick.percent}%` }} />
          ))}
          <div
            className={mergeClasses(styles.fill, pole === 'first' ? styles.fillLeft : styles.fillRight)}
            data-bar-fill=""
            style={{ left: `${pole === 'first' ? 50 - halfWidth : 50}%`, width: `${halfWidth}%` }}
          />
          <div className={styles.centre} />
        </div>
      </div>
      <div className={styles.ticks} aria-hidden="true">
        {TICKS.map((tick) => (
          <span key={tick.percent} className={styles.tick} style={{ left: `${tick.percent}%`, transform: `translateX(-${tick.percent <= 0 ? 0 : tick.percent >= 100 ? 100 : 50}%)` }}>
            {tick.label}
          </span>
        ))}
      </div>
      <p className={mergeClasses(styles.clarity, pole === 'second' && styles.clarityRight)}>
        <span className={styles.clarityLabel}>{dichotomy.clarityLabel}</span>
        <span className={styles.clarityNumber}>{dichotomy.clarity}</span>
      </p>
    </div>
  );
}
