import type { NeoDomainInfo } from '@career/scoring/neo/neo-definition';
import { neoDefinition } from '@career/scoring/neo/neo-definition';
import type { NeoDomainScore, NeoResult, NeoScaleScore } from '@career/scoring/neo/score-neo';
import type { HighlightBand } from '@career/scoring/neo/t-score-scale';
import { highlightBandOf } from '@career/scoring/neo/t-score-scale';
import type { ResultTextsDto } from '@career/sync-server/public/contract/result-texts-schema';
import { Body1, Button, Caption1, Subtitle1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { useId, useState } from 'react';
import { levelWithBoundary } from '@career/scoring/level-boundary';
import { neoNormsSentence } from './neo-norms-sentence';
import { useResultAudience } from './result-audience';
import { RANGE_KEY, formatRange, rangeWords } from './score-range';
import { ResultSection } from './result-section';
import { ResultText } from './result-text';
import type { ScaleBand } from './scale-bar';
import { ScaleBar, anchoredAt } from './scale-bar';
import { RESULT_VIEW_LABELS } from './results-model';
import { printColors, visuallyHidden } from './chart-styles';

type NeoTexts = ResultTextsDto['neo'];

const [CHART_MIN, CHART_MAX] = neoDefinition.chartRange;
const { levelCutoffs, highlightBands } = neoDefinition;

/** The three 20-wide bands of the T-score chart; the band holding the score is highlighted. */
export function neoChartBands(tScore: number, bands: readonly HighlightBand[] = highlightBands): ScaleBand[] {
  const current = highlightBandOf(tScore, levelCutoffs, bands);
  return bands.map((band) => ({
    from: band.from,
    to: band.to,
    color: band === current ? tokens.colorPaletteBlueBackground2 : tokens.colorNeutralBackground5,
  }));
}

/** The level, with the other level its margin of error reaches: 'Average, near the boundary with High'. */
export function neoLevelText(score: NeoScaleScore): string {
  return levelWithBoundary(score.level, scoreInterval(score), levelCutoffs);
}

/** The 95% range of a score; results scored before ranges existed have none. */
function scoreInterval(score: NeoScaleScore): NeoScaleScore['interval'] | undefined {
  return (score as Partial<NeoScaleScore>).interval;
}

/** What the chart of one row says, e.g. 'T-score 62.3 on a scale from 20 to 80, margin of error 53 to 71, level High'. */
export function neoChartLabel(score: NeoScaleScore): string {
  const interval = scoreInterval(score);
  const range = interval ? `, ${rangeWords(interval)}` : '';
  return `T-score ${formatT(score.tScore)} on a scale from ${CHART_MIN} to ${CHART_MAX}${range}, level ${neoLevelText(score)}`;
}

function formatT(tScore: number): string {
  return tScore.toFixed(1);
}

const useStyles = makeStyles({
  plain: { margin: 0 },
  key: { color: tokens.colorNeutralForeground2, maxWidth: '72ch' },
  domain: { display: 'grid', gap: '12px', minWidth: 0, marginTop: '16px', '@media print': { breakInside: 'avoid-page' } },
  tableWrap: {
    position: 'relative',
    overflowX: 'auto',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    '@media print': { overflowX: 'visible' },
  },
  table: {
    width: '100%',
    minWidth: '640px',
    tableLayout: 'fixed',
    borderCollapse: 'collapse',
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontVariantNumeric: 'tabular-nums',
    '@media print': { minWidth: 0 },
  },
  caption: visuallyHidden,
  srOnly: visuallyHidden,
  headCell: {
    padding: '10px 12px',
    textAlign: 'left',
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground2,
    backgroundColor: tokens.colorNeutralBackground3,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    whiteSpace: 'nowrap',
    verticalAlign: 'bottom',
    ...printColors,
  },
  numberCell: { textAlign: 'right' },
  range: { whiteSpace: 'nowrap', color: tokens.colorNeutralForeground2 },
  wrapHead: { whiteSpace: 'normal' },
  axis: { position: 'relative', display: 'block', height: '18px' },
  axisLabel: { position: 'absolute', top: 0, fontSize: tokens.fontSizeBase200, fontWeight: tokens.fontWeightRegular },
  cell: { padding: '10px 12px', borderTop: `1px solid ${tokens.colorNeutralStroke2}`, verticalAlign: 'middle' },
  domainRow: { backgroundColor: tokens.colorNeutralBackground2, fontWeight: tokens.fontWeightSemibold, ...printColors },
  rowHeader: { textAlign: 'left', fontWeight: 'inherit' },
  toggle: { fontWeight: tokens.fontWeightSemibold, marginLeft: '-8px', textAlign: 'left', justifyContent: 'flex-start', minWidth: 0 },
  facetName: { paddingLeft: '32px' },
  facetCode: { color: tokens.colorNeutralForeground3, marginRight: '6px' },
  facetTextCell: { padding: '0 12px 12px 32px', color: tokens.colorNeutralForeground2, borderTop: 'none' },
  chartCell: { paddingRight: '20px' },
  noBreak: { '@media print': { breakInside: 'avoid' } },
});

function ScoreCells({ score, chartClassName }: { score: NeoScaleScore; chartClassName: string }) {
  const styles = useStyles();
  const interval = scoreInterval(score);
  return (
    <>
      <td className={mergeClasses(styles.cell, styles.numberCell)}>{formatT(score.tScore)}</td>
      <td className={mergeClasses(styles.cell, styles.numberCell, styles.range)}>{interval ? formatRange(interval) : '–'}</td>
      <td className={mergeClasses(styles.cell, styles.numberCell)}>{score.percentile}</td>
      <td className={styles.cell}>{neoLevelText(score)}</td>
      <td className={mergeClasses(styles.cell, chartClassName)}>
        <ScaleBar
          min={CHART_MIN}
          max={CHART_MAX}
          bands={neoChartBands(score.tScore)}
          value={score.tScore}
          label={neoChartLabel(score)}
          size="small"
          range={interval ? { from: interval.low, to: interval.high } : undefined}
        />
      </td>
    </>
  );
}

function DomainTable({ domain, score, texts, expandAll }: { domain: NeoDomainInfo; score: NeoDomainScore; texts: NeoTexts; expandAll: boolean }) {
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const shown = expandAll || open;
  const baseId = useId();
  const headingId = `${baseId}-heading`;
  const facetRowId = (code: string) => `${baseId}-${code}`;
  const domainTexts = texts?.domains?.[domain.key];
  const poleText = score.level === 'High' ? domainTexts?.high : score.level === 'Low' ? domainTexts?.low : null;
  const columnHead = styles.headCell;
  return (
    <div className={styles.domain}>
      <Subtitle1 as="h3" id={headingId} className={styles.plain}>
        {domain.name}
      </Subtitle1>
      <ResultText text={domainTexts?.description} />
      {poleText === null ? null : <ResultText text={poleText} />}
      <div className={styles.tableWrap} role="group" aria-labelledby={headingId} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>{domain.name}: T-score, its 95% range, estimated percentile and level of the domain and its facets</caption>
          <colgroup>
            <col style={{ width: '22%' }} />
            <col style={{ width: '9%' }} />
            <col style={{ width: '10%' }} />
            <col style={{ width: '11%' }} />
            <col style={{ width: '18%' }} />
            <col style={{ width: '30%' }} />
          </colgroup>
          <thead>
            <tr>
              <th scope="col" className={columnHead}>
                Scale
              </th>
              <th scope="col" className={mergeClasses(columnHead, styles.numberCell)}>
                T-score
              </th>
              <th scope="col" className={mergeClasses(columnHead, styles.numberCell)}>
                95% range
              </th>
              <th scope="col" className={mergeClasses(columnHead, styles.numberCell, styles.wrapHead)}>
                Percentile (estimate)
              </th>
              <th scope="col" className={columnHead}>
                Level
              </th>
              <th scope="col" className={mergeClasses(columnHead, styles.chartCell)}>
                <span className={styles.srOnly}>
                  Chart, T-score {CHART_MIN} to {CHART_MAX}
                </span>
                <span className={styles.axis} aria-hidden>
                  {highlightBands.map((band) => (
                    <span key={band.level} className={styles.axisLabel} style={anchoredAt((((band.from + band.to) / 2 - CHART_MIN) / (CHART_MAX - CHART_MIN)) * 100)}>
                      {band.level}
                    </span>
                  ))}
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className={styles.domainRow}>
              <th scope="row" className={mergeClasses(styles.cell, styles.rowHeader)}>
                {expandAll ? (
                  domain.name
                ) : (
                  <Button
                    appearance="transparent"
                    className={styles.toggle}
                    icon={open ? <ChevronDownRegular /> : <ChevronRightRegular />}
                    aria-label={`${domain.name} facets`}
                    aria-expanded={open}
                    aria-controls={score.subcategories.map((facet) => facetRowId(facet.code)).join(' ')}
                    onClick={() => setOpen((value) => !value)}
                  >
                    {domain.name}
                  </Button>
                )}
              </th>
              <ScoreCells score={score} chartClassName={styles.chartCell} />
            </tr>
            {score.subcategories.flatMap((facet) => [
              <tr key={facet.code} id={facetRowId(facet.code)} hidden={!shown} className={styles.noBreak}>
                <th scope="row" id={`${facetRowId(facet.code)}-name`} className={mergeClasses(styles.cell, styles.rowHeader, styles.facetName)}>
                  {facet.name}
                </th>
                <ScoreCells score={facet} chartClassName={styles.chartCell} />
              </tr>,
              <tr key={`${facet.code}-text`} hidden={!shown}>
                <td colSpan={6} headers={`${facetRowId(facet.code)}-name`} className={mergeClasses(styles.cell, styles.facetTextCell)}>
                  <ResultText text={texts?.facets?.[facet.code]} />
                </td>
              </tr>,
            ])}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/**
 * The personality inventory: a table per domain (T-score, percentile, level, chart over T 20..80)
 * whose row opens to its six facets. `expandAll` (the printed report) shows every facet, without toggles.
 */
export function NeoView({ result, texts, expandAll = false }: { result: NeoResult; texts: NeoTexts; expandAll?: boolean }) {
  const styles = useStyles();
  const { low, high } = levelCutoffs;
  const normNote = neoNormsSentence(result, useResultAudience());
  return (
    <ResultSection title={RESULT_VIEW_LABELS.neo} id="neo">
      <ResultText text={texts?.description} />
      <Body1 as="p" className={styles.plain}>
        {normNote}
      </Body1>
      <Caption1 as="p" className={mergeClasses(styles.plain, styles.key)}>
        Levels: Low is a T-score below {low}, Average {low} to {high}, High above {high}; a level whose 95% range reaches past {low} or {high} says so
        (&ldquo;near the boundary&rdquo;). Each chart runs from T {CHART_MIN} to {CHART_MAX}; the dot marks the score and the band it falls in is
        shaded blue. {RANGE_KEY} Percentiles are estimates from the normal curve.
      </Caption1>
      {neoDefinition.domains.map((domain) => (
        <DomainTable key={domain.key} domain={domain} score={result[domain.key]} texts={texts} expandAll={expandAll} />
      ))}
    </ResultSection>
  );
}
