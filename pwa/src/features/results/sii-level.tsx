import { levelWithBoundary } from '@career/scoring/level-boundary';
import type { ScoreInterval } from '@career/scoring/score-interval';
import { OS_LEVELS } from '@career/scoring/sii/sii-level';
import type { SiiLevelSource } from '@career/scoring/sii/sii-types';
import type { TScoreLevel } from '@career/scoring/t-score-level';
import { T_SCORE_LEVEL_CUTOFFS } from '@career/scoring/t-score-level';
import { makeStyles, tokens } from '@fluentui/react-components';
import { visuallyHidden } from './chart-styles';

/**
 * A scale's one level (docs/results.md, "One level per score"): the provider's when it sent one,
 * otherwise spec section 9's rule on the score (an Occupational Scale: the Strong's reading).
 * Results stored before the source was recorded have no `levelSource`: their levels are the rule's.
 */
export interface SiiLevelled {
  level: string;
  levelSource?: SiiLevelSource;
  /** A theme's 95% range (scoring version 1.2.0 on). */
  interval?: ScoreInterval;
}

const { low, high } = T_SCORE_LEVEL_CUTOFFS;

/** Spec section 9's rule, in the words the views use. */
export const SII_LEVEL_RULE = `a score above ${high} is High, below ${low} is Low, and ${low} to ${high} is Average`;

/** The Strong's reading of an Occupational Scale, in the words the views use. */
export const SII_OS_LEVEL_RULE = `${OS_LEVELS.similarFrom} and above is ${OS_LEVELS.similar} (likes and dislikes like those of people satisfied in the occupation), ${OS_LEVELS.midRangeFrom} to ${OS_LEVELS.similarFrom - 1} is ${OS_LEVELS.midRange}, and below ${OS_LEVELS.midRangeFrom} is ${OS_LEVELS.dissimilar}`;

function isTScoreLevel(level: string): level is TScoreLevel {
  return level === 'Low' || level === 'Average' || level === 'High';
}

/**
 * The level in words: a theme's level by the rule, with the level its 95% range reaches past a
 * cut-off ("Average, near the boundary with High"); any other level as it is.
 */
export function siiLevelWords(measure: SiiLevelled): string {
  if (isProviderLevel(measure) || measure.interval === undefined || !isTScoreLevel(measure.level)) return measure.level;
  return levelWithBoundary(measure.level, measure.interval);
}

export function isProviderLevel(measure: SiiLevelled): boolean {
  return measure.levelSource === 'provider';
}

/** Whether the levels are of both kinds, so that the provider's are marked. */
export function siiLevelsMixed(measures: readonly SiiLevelled[]): boolean {
  return measures.some(isProviderLevel) && !measures.every(isProviderLevel);
}

/** The one line under a view's levels that says where they come from. */
export function siiLevelNote(measures: readonly SiiLevelled[]): string {
  if (measures.length > 0 && measures.every(isProviderLevel)) return 'Level: as reported by the test provider for each scale.';
  const rule = measures.some((measure) => measure.levelSource === 'strong-os') ? SII_OS_LEVEL_RULE : SII_LEVEL_RULE;
  if (measures.some(isProviderLevel)) return `Level: as reported by the test provider where marked *; otherwise ${rule}.`;
  return `Level: ${rule}.`;
}

const useStyles = makeStyles({
  note: {
    margin: 0,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
  hidden: visuallyHidden,
});

/** A scale's level; with `marked`, a provider's level carries a * (read out as words). */
export function SiiLevelText({ measure, marked }: { measure: SiiLevelled; marked: boolean }) {
  const styles = useStyles();
  const source = isProviderLevel(measure) ? 'provider' : 'spec';
  return (
    <>
      <span data-sii-level={source}>{siiLevelWords(measure)}</span>
      {marked && source === 'provider' ? (
        <>
          <span aria-hidden="true">*</span>
          <span className={styles.hidden}> (reported by the test provider)</span>
        </>
      ) : null}
    </>
  );
}

/** The line saying where the levels of `measures` come from. */
export function SiiLevelNote({ measures }: { measures: readonly SiiLevelled[] }) {
  const styles = useStyles();
  return (
    <p className={styles.note} data-sii-level-note="">
      {siiLevelNote(measures)}
    </p>
  );
}
