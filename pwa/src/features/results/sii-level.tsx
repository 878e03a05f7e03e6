import type { SiiLevelSource } from '@career/scoring/sii/sii-types';
import { T_SCORE_LEVEL_CUTOFFS } from '@career/scoring/t-score-level';
import { makeStyles, tokens } from '@fluentui/react-components';
import { visuallyHidden } from './chart-styles';

/**
 * A scale's one level (docs/results.md, "One level per score"): the provider's when it sent one,
 * otherwise spec section 9's rule on the score. Results stored before the source was recorded
 * have no `levelSource`: their levels are the rule's.
 */
export interface SiiLevelled {
  level: string;
  levelSource?: SiiLevelSource;
}

const { low, high } = T_SCORE_LEVEL_CUTOFFS;

/** Spec section 9's rule, in the words the views use. */
export const SII_LEVEL_RULE = `a score above ${high} is High, below ${low} is Low, and ${low} to ${high} is Average`;

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
  if (measures.some(isProviderLevel)) return `Level: as reported by the test provider where marked *; otherwise ${SII_LEVEL_RULE}.`;
  return `Level: ${SII_LEVEL_RULE}.`;
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
      <span data-sii-level={source}>{measure.level}</span>
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
