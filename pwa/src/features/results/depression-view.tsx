import type { DepressionBand, DepressionLevel } from '@career/scoring/depression/depression-definition';
import { depressionDefinition } from '@career/scoring/depression/depression-definition';
import type { DepressionResult } from '@career/scoring/depression/score-depression';
import type { ResultTextsDto } from '@career/sync-server/public/contract/result-texts-schema';
import { Subtitle1, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { CrisisCard } from '../crisis-support/crisis-card';
import { crisisCopyOf, resultCrisisLevel } from '../crisis-support/crisis-copy';
import { ResultSection } from './result-section';
import { ResultText } from './result-text';
import type { ScaleBand } from './scale-bar';
import { ScaleBar } from './scale-bar';
import { RESULT_VIEW_LABELS } from './results-model';
import { printColors } from './chart-styles';

type DepressionTexts = ResultTextsDto['depression'];

/** A calm ramp from green to soft orange: the level is always also written out. */
const LEVEL_COLORS: Record<DepressionLevel, string> = {
  minimal: tokens.colorPaletteLightGreenBackground2,
  mild: tokens.colorPaletteYellowBackground2,
  moderate: tokens.colorPaletteMarigoldBackground2,
  high: tokens.colorPaletteDarkOrangeBackground2,
};

/**
 * The bands as stretches of the 0..63 scale. Scores are whole numbers, so a band of the scores
 * 14..20 is drawn from 13.5 to 20.5; the first and last bands end at the scale's ends.
 */
export function depressionScaleBands(bands: readonly DepressionBand[] = depressionDefinition.bands): ScaleBand[] {
  return bands.map((band, index) => ({
    from: index === 0 ? band.min : band.min - 0.5,
    to: index === bands.length - 1 ? band.max : band.max + 0.5,
    color: LEVEL_COLORS[band.level],
  }));
}

function bandOf(level: DepressionLevel): DepressionBand {
  const band = depressionDefinition.bands.find((candidate) => candidate.level === level);
  if (band === undefined) throw new Error(`No depression band for level ${level}.`);
  return band;
}

const useStyles = makeStyles({
  summary: {
    display: 'grid',
    gap: '20px',
    padding: '20px',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    '@media print': { breakInside: 'avoid' },
  },
  figures: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '24px', rowGap: '8px' },
  figure: { margin: 0 },
  level: { display: 'inline-flex', alignItems: 'center', gap: '8px', margin: 0 },
  swatch: {
    display: 'inline-block',
    width: '14px',
    height: '14px',
    flexShrink: 0,
    borderRadius: tokens.borderRadiusSmall,
    outline: `1px solid ${tokens.colorNeutralStrokeAccessible}`,
    ...printColors,
  },
  legend: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: '20px',
    rowGap: '8px',
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  legendItem: { display: 'inline-flex', alignItems: 'center', gap: '8px' },
  legendCurrent: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
});

/**
 * Depression screening: the crisis card when flagged (the stronger one when the client said they
 * have been making plans), then the score on the 0-63 scale and its level.
 */
export function DepressionView({ result, texts }: { result: DepressionResult; texts: DepressionTexts }) {
  const styles = useStyles();
  const { maxScore, scaleMarkers, bands } = depressionDefinition;
  const band = bandOf(result.depressionLevel);
  const crisisLevel = resultCrisisLevel(result);
  return (
    <ResultSection title={RESULT_VIEW_LABELS['depression-screening']} id="depression-screening">
      {crisisLevel ? <CrisisCard copy={crisisCopyOf(crisisLevel, texts?.crisis)} heading="h3" data-testid="crisis-resources" /> : null}
      <div className={styles.summary}>
        <div className={styles.figures}>
          <Subtitle1 as="p" className={styles.figure}>
            Score: {result.score} of {maxScore}
          </Subtitle1>
          <Subtitle2 as="p" className={styles.level}>
            <span className={styles.swatch} style={{ backgroundColor: LEVEL_COLORS[band.level] }} aria-hidden />
            Level: {band.label}
          </Subtitle2>
        </div>
        <ScaleBar
          min={0}
          max={maxScore}
          bands={depressionScaleBands(bands)}
          value={result.score}
          valueLabel={String(result.score)}
          ticks={scaleMarkers}
          label={`Score ${result.score} on a scale from 0 to ${maxScore}, level ${band.label}`}
        />
        <ul className={styles.legend} aria-label="Levels">
          {bands.map((item) => (
            <li key={item.level} className={mergeClasses(styles.legendItem, item.level === band.level && styles.legendCurrent)}>
              <span className={styles.swatch} style={{ backgroundColor: LEVEL_COLORS[item.level] }} aria-hidden />
              {item.label} {item.min}–{item.max}
            </li>
          ))}
        </ul>
      </div>
      <ResultText text={texts?.levels?.[result.depressionLevel]} />
      <ResultText text={texts?.description} />
    </ResultSection>
  );
}
