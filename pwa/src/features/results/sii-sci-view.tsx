import { SCI_RANGE, sciBarPercent } from '@career/scoring/sii/sii-scales';
import type { SiiResult } from '@career/scoring/sii/sii-types';
import { Subtitle1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { ResultSection } from './result-section';
import { ResultText } from './result-text';
import { SiiAxis, SiiBar, SiiThemeLabel } from './sii-chart';
import { SiiTableFrame, useSiiTableStyles } from './sii-table';
import type { SiiTexts } from './sii-theme-palette';
import { SII_THEME_COLORS, siiThemeName } from './sii-theme-palette';
import { useResultAudience, whose } from './result-audience';

/** The 1 to 5 scale on a bar of score x 20 percent (spec section 9). */
const SCI_TICKS = [1, 2, 3, 4, 5].map((t) => ({ label: String(t), percent: sciBarPercent(t) }));

const useStyles = makeStyles({
  heading: { margin: 0 },
  skills: { minWidth: '200px', color: tokens.colorNeutralForeground2 },
});

/** A Skills Confidence score with one decimal, e.g. '4.1'. */
export function sciScore(value: number): string {
  return value.toFixed(1);
}

/**
 * Strong Interest Inventory - Skills Confidence Inventory: the description and a row per theme
 * with the confidence score (1 to 5), a bar of score x 20 percent and the theme's typical skill areas.
 */
export function SiiSciView({ result, texts }: { result: SiiResult; texts: SiiTexts }) {
  const audience = useResultAudience();
  const styles = useStyles();
  const table = useSiiTableStyles();
  const headingId = useId();
  return (
    <ResultSection title="Skills Confidence Inventory" id="sii-sci">
      <ResultText text={texts?.skillsConfidence} />
      <Subtitle1 as="h3" id={headingId} className={styles.heading}>
        {whose(audience, 'skills confidence by theme')}
      </Subtitle1>
      <SiiTableFrame labelledBy={headingId}>
        <thead>
          <tr>
            <th scope="col" className={table.th}>
              Theme
            </th>
            <th scope="col" className={mergeClasses(table.th, table.numeric)}>
              Score ({SCI_RANGE.min}-{SCI_RANGE.max})
            </th>
            <th scope="col" className={mergeClasses(table.th, table.chartCell)}>
              <span className={table.hidden}>
                Chart, {SCI_RANGE.min} to {SCI_RANGE.max}
              </span>
              <SiiAxis ticks={SCI_TICKS} />
            </th>
            <th scope="col" className={table.th}>
              Typical skill areas
            </th>
          </tr>
        </thead>
        <tbody>
          {result.sci.map((measure) => (
            <tr key={measure.theme} className={table.row}>
              <th scope="row" className={mergeClasses(table.td, table.rowHeader, table.nowrap)}>
                <SiiThemeLabel theme={measure.theme} letter={measure.themeCode} texts={texts} />
              </th>
              <td className={mergeClasses(table.td, table.numeric)}>{sciScore(measure.value)}</td>
              <td className={mergeClasses(table.td, table.chartCell)}>
                <SiiBar
                  label={`${siiThemeName(measure.theme, texts)}, ${sciScore(measure.value)} of ${SCI_RANGE.max}`}
                  percent={measure.barPercent}
                  color={SII_THEME_COLORS[measure.theme].bar}
                  gridlines={SCI_TICKS.map((tick) => tick.percent).slice(0, -1)}
                />
              </td>
              <td className={mergeClasses(table.td, styles.skills)}>{measure.skillAreas}</td>
            </tr>
          ))}
        </tbody>
      </SiiTableFrame>
    </ResultSection>
  );
}
