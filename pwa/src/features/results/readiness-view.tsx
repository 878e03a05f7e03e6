import { readinessBar, readinessMaxStageScore } from '@career/scoring/readiness/readiness-bar';
import type { ReadinessResult } from '@career/scoring/readiness/score-readiness';
import type { ResultTextsDto } from '@career/sync-server/public/contract/result-texts-schema';
import { Badge, Subtitle1, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ResultSection } from './result-section';
import { ResultText } from './result-text';
import { anchoredAt } from './scale-bar';
import { centreLine, printColors } from './chart-styles';
import { useResultAudience, whose } from './result-audience';

/** A score as people write it: a real minus sign for negative scores ('−4'). */
export function signedScore(score: number): string {
  return score < 0 ? `\u2212${Math.abs(score)}` : String(score);
}

const useStyles = makeStyles({
  stages: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '16px' },
  stage: {
    display: 'grid',
    gap: '12px',
    padding: '16px 20px',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    '@media print': { breakInside: 'avoid' },
  },
  current: {
    border: `1px solid ${tokens.colorBrandStroke1}`,
    boxShadow: `0 0 0 1px ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
    ...printColors,
  },
  stageHeader: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '8px' },
  plain: { margin: 0 },
  stageName: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '8px' },
  score: { margin: 0, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  chart: { display: 'grid', gap: '4px', ...printColors },
  track: {
    position: 'relative',
    height: '16px',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground5,
    ...printColors,
  },
  fill: { position: 'absolute', top: 0, bottom: 0, ...printColors },
  positive: { backgroundColor: tokens.colorBrandBackground, borderRadius: `0 ${tokens.borderRadiusMedium} ${tokens.borderRadiusMedium} 0` },
  negative: {
    backgroundColor: tokens.colorNeutralForeground3,
    borderRadius: `${tokens.borderRadiusMedium} 0 0 ${tokens.borderRadiusMedium}`,
  },
  zero: centreLine,
  ticks: { position: 'relative', height: '18px', color: tokens.colorNeutralForeground2 },
  tick: { position: 'absolute', top: '2px', fontSize: tokens.fontSizeBase200, lineHeight: tokens.lineHeightBase200 },
});

/** Readiness for Change: the stage, a diverging bar per stage (score out of 8, centred on 0) and each stage's text. */
export function ReadinessView({ result, texts }: { result: ReadinessResult; texts: ResultTextsDto['readiness'] }) {
  const audience = useResultAudience();
  const styles = useStyles();
  const max = readinessMaxStageScore();
  return (
    <ResultSection title="Readiness for Change" id="readiness-for-change">
      <Subtitle1 as="p" className={styles.plain}>
        {whose(audience, 'stage')}: {result.stage}
      </Subtitle1>
      <ResultText text={texts?.description} />
      <ul className={styles.stages} aria-label="Score per stage">
        {result.scores.map(({ stage, score }) => {
          const isCurrent = stage === result.stage;
          const bar = Math.max(-1, Math.min(1, readinessBar(score)));
          const width = Math.abs(bar) * 50;
          const outOf = `${signedScore(score)} of ${max}`;
          return (
            <li key={stage} className={mergeClasses(styles.stage, isCurrent && styles.current)} aria-current={isCurrent ? 'true' : undefined}>
              <div className={styles.stageHeader}>
                <div className={styles.stageName}>
                  <Subtitle2 as="h3" className={styles.plain}>
                    {stage}
                  </Subtitle2>
                  {isCurrent ? (
                    <Badge appearance="filled" color="brand">
                      {whose(audience, 'stage')}
                    </Badge>
                  ) : null}
                </div>
                <Subtitle2 as="p" className={styles.score}>
                  {outOf}
                </Subtitle2>
              </div>
              <div
                role="img"
                aria-label={`${stage}: score ${signedScore(score)} of ${max}, on a scale from ${signedScore(-max)} to ${max}`}
                className={styles.chart}
              >
                <div className={styles.track}>
                  {width > 0 ? (
                    <div
                      className={mergeClasses(styles.fill, bar > 0 ? styles.positive : styles.negative)}
                      style={{ left: bar > 0 ? '50%' : `${50 - width}%`, width: `${width}%` }}
                    />
                  ) : null}
                  <div className={styles.zero} />
                </div>
                <div className={styles.ticks}>
                  {[-max, 0, max].map((tick) => (
                    <span key={tick} className={styles.tick} style={anchoredAt(((tick + max) / (2 * max)) * 100)}>
                      {signedScore(tick)}
                    </span>
                  ))}
                </div>
              </div>
              <ResultText text={texts?.stages?.[stage]} />
            </li>
          );
        })}
      </ul>
    </ResultSection>
  );
}
