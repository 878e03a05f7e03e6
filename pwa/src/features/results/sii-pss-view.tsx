import { PSS_CHART_RANGE, PSS_MIDRANGE, chartPercent } from '@career/scoring/sii/sii-scales';
import type { PssResult, SiiResult } from '@career/scoring/sii/sii-types';
import { Subtitle1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { ResultSection } from './result-section';
import { ResultText } from './result-text';
import { SiiAxis, SiiBar, SiiShadeLegend } from './sii-chart';
import { SiiTableFrame, useSiiTableStyles } from './sii-table';
import type { SiiTexts } from './sii-theme-palette';
import { useResultAudience, whose } from './result-audience';

/** The 20 to 80 chart's numbers: its ends, the midrange's bounds and the centre. */
const PSS_TICKS = [PSS_CHART_RANGE.min, PSS_MIDRANGE.min, 50, PSS_MIDRANGE.max, PSS_CHART_RANGE.max].map((t) => ({
  label: String(t),
  percent: chartPercent(t, PSS_CHART_RANGE),
}));
const PSS_SHADE = { from: chartPercent(PSS_MIDRANGE.min, PSS_CHART_RANGE), to: chartPercent(PSS_MIDRANGE.max, PSS_CHART_RANGE) };
const PSS_CENTRE = chartPercent(50, PSS_CHART_RANGE);

const useStyles = makeStyles({
  heading: { margin: 0 },
  chart: { display: 'grid', gap: '6px', minWidth: '240px' },
  poles: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    columnGap: '16px',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground2,
  },
  highPole: { textAlign: 'right' },
  leaning: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold },
  clear: { fontWeight: tokens.fontWeightSemibold },
});

/** The pole a score leans to, when it is known. */
function leaningPole(measure: PssResult): string | undefined {
  if (measure.leaning === 'low') return measure.lowPole;
  if (measure.leaning === 'high') return measure.highPole;
  return undefined;
}

/** The figure of a PSS bar, e.g. 'Work Style, 47 on a scale of 20 to 80, Midrange, leaning towards: Prefers working alone...'. */
export function pssBarLabel(measure: PssResult): string {
  const pole = leaningPole(measure);
  const figure = `${measure.name}, ${measure.value} on a scale of ${PSS_CHART_RANGE.min} to ${PSS_CHART_RANGE.max}, ${measure.clarity}`;
  return pole ? `${figure}, leaning towards: ${pole}` : figure;
}

/**
 * Strong Interest Inventory - Personal Style Scales: the description and a table of the scales,
 * each drawn from the centre (50) towards its score on a 20 to 80 chart with the midrange
 * (35 to 65) shaded, between the descriptions of its two poles.
 */
export function SiiPssView({ result, texts }: { result: SiiResult; texts: SiiTexts }) {
  const audience = useResultAudience();
  const styles = useStyles();
  const table = useSiiTableStyles();
  const headingId = useId();
  return (
    <ResultSection title="Personal Style Scales" id="sii-pss">
      <ResultText text={texts?.personalStyle} />
      <Subtitle1 as="h3" id={headingId} className={styles.heading}>
        {whose(audience, 'Personal Style Scales')}
      </Subtitle1>
      <SiiTableFrame labelledBy={headingId}>
        <thead>
          <tr>
            <th scope="col" className={table.th}>
              Scale
            </th>
            <th scope="col" className={mergeClasses(table.th, table.numeric)}>
              Score
            </th>
            <th scope="col" className={mergeClasses(table.th, table.chartCell)}>
              <span className={table.hidden}>
                Chart, {PSS_CHART_RANGE.min} to {PSS_CHART_RANGE.max}
              </span>
              <SiiAxis ticks={PSS_TICKS} />
            </th>
            <th scope="col" className={table.th}>
              Clarity
            </th>
          </tr>
        </thead>
        <tbody>
          {result.pss.map((measure, index) => (
            <tr key={`${measure.name}-${index}`} className={table.row}>
              <th scope="row" className={mergeClasses(table.td, table.rowHeader)}>
                {measure.name}
              </th>
              <td className={mergeClasses(table.td, table.numeric)}>{measure.value}</td>
              <td className={mergeClasses(table.td, table.chartCell)}>
                <div className={styles.chart}>
                  {measure.lowPole || measure.highPole ? (
                    <div className={styles.poles}>
                      <span className={mergeClasses(measure.leaning === 'low' && styles.leaning)}>{measure.lowPole}</span>
                      <span className={mergeClasses(styles.highPole, measure.leaning === 'high' && styles.leaning)}>{measure.highPole}</span>
                    </div>
                  ) : null}
                  <SiiBar
                    label={pssBarLabel(measure)}
                    from={PSS_CENTRE}
                    percent={measure.chartPercent}
                    color={tokens.colorBrandBackground}
                    gridlines={[PSS_CENTRE]}
                    shade={PSS_SHADE}
                    marker
                  />
                </div>
              </td>
              <td className={mergeClasses(table.td, table.nowrap, measure.clarity === 'Clear' && styles.clear)}>{measure.clarity}</td>
            </tr>
          ))}
        </tbody>
      </SiiTableFrame>
      <SiiShadeLegend>{`Shaded: the midrange (${PSS_MIDRANGE.min} to ${PSS_MIDRANGE.max}). Scores below ${PSS_MIDRANGE.min} or above ${PSS_MIDRANGE.max} show a clear preference.`}</SiiShadeLegend>
    </ResultSection>
  );
}
