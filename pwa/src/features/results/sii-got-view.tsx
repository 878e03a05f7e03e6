import { GOT_CHART_RANGE, chartPercent } from '@career/scoring/sii/sii-scales';
import type { GotResult, SiiResult } from '@career/scoring/sii/sii-types';
import { Accordion, AccordionHeader, AccordionItem, AccordionPanel, Body1, Caption1, Subtitle1, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { ResultSection } from './result-section';
import { ResultText } from './result-text';
import { SII_GOT_AVERAGE_LEGEND, SII_GOT_AVERAGE_SHADE, SII_GOT_TICKS, SiiAxis, SiiBar, SiiShadeLegend, SiiThemeBadge, SiiThemeLabel, siiGotBarLabel } from './sii-chart';
import { SiiLevelNote, SiiLevelText, siiLevelWords, siiLevelsMixed } from './sii-level';
import { RANGE_KEY, formatRange } from './score-range';
import { SiiTableFrame, useSiiTableStyles } from './sii-table';
import type { SiiTexts } from './sii-theme-palette';
import { SII_THEME_COLORS, siiThemeName } from './sii-theme-palette';
import { headlinePanel, printColors } from './chart-styles';
import { useResultAudience, whose } from './result-audience';

const useStyles = makeStyles({
  code: {
    ...headlinePanel,
    '@media print': { breakInside: 'avoid' },
  },
  codeLabel: { margin: 0, color: tokens.colorNeutralForeground2 },
  codeLetters: {
    margin: 0,
    fontSize: tokens.fontSizeHero900,
    lineHeight: tokens.lineHeightHero900,
    fontWeight: tokens.fontWeightBold,
    letterSpacing: '0.12em',
    color: tokens.colorNeutralForeground1,
  },
  codeThemes: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '8px' },
  codeTheme: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '8px',
    padding: '4px 12px 4px 4px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorNeutralBackground1,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    fontWeight: tokens.fontWeightSemibold,
  },
  heading: { margin: 0 },
  key: { margin: 0, color: tokens.colorNeutralForeground2, maxWidth: '72ch' },
  level: { fontWeight: tokens.fontWeightSemibold },
  accordion: {
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    overflow: 'hidden',
  },
  item: { ':not(:last-child)': { borderBottom: `1px solid ${tokens.colorNeutralStroke2}` } },
  headerContent: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '10px', rowGap: '2px' },
  headerName: { fontWeight: tokens.fontWeightSemibold },
  headerScore: { color: tokens.colorNeutralForeground2 },
  panel: { display: 'grid', gap: '12px', paddingBlock: '4px 16px', paddingLeft: '32px' },
  expandedList: { display: 'grid', gap: '20px' },
  expandedItem: {
    display: 'grid',
    gap: '8px',
    paddingLeft: '16px',
    borderLeft: `4px solid`,
    ...printColors,
    '@media print': { breakInside: 'avoid' },
  },
  expandedHeading: { margin: 0, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '10px' },
});

/** The theme code: the letters of the top 3 themes, large, with the themes' names. */
function ThemeCode({ result, texts }: { result: SiiResult; texts: SiiTexts }) {
  const audience = useResultAudience();
  const styles = useStyles();
  const labelId = useId();
  return (
    <div className={styles.code} role="group" aria-labelledby={labelId}>
      <Subtitle2 as="p" id={labelId} className={styles.codeLabel}>
        {whose(audience, 'theme code')}
      </Subtitle2>
      <p className={styles.codeLetters} data-testid="sii-theme-code">
        {result.themeCode}
      </p>
      <ul className={styles.codeThemes} aria-label={whose(audience, 'top three themes')}>
        {result.topThemes.map((measure) => (
          <li key={measure.theme} className={styles.codeTheme}>
            <SiiThemeBadge theme={measure.theme} letter={measure.themeCode} />
            {siiThemeName(measure.theme, texts)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The top themes with score, bar and their one level (a provider's marked * when levels are of both kinds). */
function TopThemesTable({ themes, texts, labelledBy, marked }: { themes: readonly GotResult[]; texts: SiiTexts; labelledBy: string; marked: boolean }) {
  const styles = useStyles();
  const table = useSiiTableStyles();
  return (
    <SiiTableFrame labelledBy={labelledBy}>
      <thead>
        <tr>
          <th scope="col" className={table.th}>
            Theme
          </th>
          <th scope="col" className={mergeClasses(table.th, table.numeric)}>
            Score
          </th>
          <th scope="col" className={mergeClasses(table.th, table.numeric, table.nowrap)}>
            95% range
          </th>
          <th scope="col" className={mergeClasses(table.th, table.chartCell)}>
            <span className={table.hidden}>Chart, 25 to 75</span>
            <SiiAxis ticks={SII_GOT_TICKS} />
          </th>
          <th scope="col" className={table.th}>
            Level
          </th>
        </tr>
      </thead>
      <tbody>
        {themes.map((measure) => {
          const name = siiThemeName(measure.theme, texts);
          const interval = gotInterval(measure);
          return (
            <tr key={measure.theme} className={table.row}>
              <th scope="row" className={mergeClasses(table.td, table.rowHeader, table.nowrap)}>
                <SiiThemeLabel theme={measure.theme} letter={measure.themeCode} texts={texts} />
              </th>
              <td className={mergeClasses(table.td, table.numeric)}>{measure.value}</td>
              <td className={mergeClasses(table.td, table.numeric, table.nowrap)}>{interval ? formatRange(interval) : '–'}</td>
              <td className={mergeClasses(table.td, table.chartCell)}>
                <SiiBar
                  label={siiGotBarLabel(name, measure.value, siiLevelWords(measure), interval)}
                  percent={measure.chartPercent}
                  color={SII_THEME_COLORS[measure.theme].bar}
                  gridlines={SII_GOT_TICKS.map((tick) => tick.percent).slice(1, -1)}
                  shade={SII_GOT_AVERAGE_SHADE}
                  range={interval ? { from: chartPercent(interval.low, GOT_CHART_RANGE), to: chartPercent(interval.high, GOT_CHART_RANGE) } : undefined}
                />
              </td>
              <td className={mergeClasses(table.td, table.nowrap, styles.level)}>
                <SiiLevelText measure={measure} marked={marked} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </SiiTableFrame>
  );
}

/** A theme's 95% range; results interpreted before ranges existed have none. */
function gotInterval(measure: GotResult): GotResult['interval'] | undefined {
  return (measure as Partial<GotResult>).interval;
}

/** A theme's score, its range and its one level, e.g. 'Score 64, range 58–70 · High'. */
function ScoreLine({ measure, marked }: { measure: GotResult; marked: boolean }) {
  const interval = gotInterval(measure);
  return (
    <>
      Score {measure.value}
      {interval ? `, range ${formatRange(interval)}` : ''} · <SiiLevelText measure={measure} marked={marked} />
    </>
  );
}

function ThemeTexts({ measure, texts }: { measure: GotResult; texts: SiiTexts }) {
  const themeTexts = texts?.themes?.[measure.theme];
  return (
    <>
      <ResultText text={themeTexts?.description} />
      {/* The interpretation is an optional second text; a theme without any text shows one 'No description available'. */}
      {themeTexts?.interpretation?.trim() ? <ResultText text={themeTexts.interpretation} /> : null}
    </>
  );
}

/** The six themes' descriptions: an accordion on screen; all open, without toggles, in the printed report. */
function ThemeDescriptions({ got, texts, expandAll, marked }: { got: readonly GotResult[]; texts: SiiTexts; expandAll: boolean; marked: boolean }) {
  const styles = useStyles();
  if (expandAll) {
    return (
      <div className={styles.expandedList}>
        {got.map((measure) => (
          <div key={measure.theme} className={styles.expandedItem} style={{ borderLeftColor: SII_THEME_COLORS[measure.theme].bar }}>
            <Subtitle2 as="h4" className={styles.expandedHeading}>
              <SiiThemeLabel theme={measure.theme} letter={measure.themeCode} texts={texts} />
              <Caption1 as="span">
                <ScoreLine measure={measure} marked={marked} />
              </Caption1>
            </Subtitle2>
            <ThemeTexts measure={measure} texts={texts} />
          </div>
        ))}
      </div>
    );
  }
  return (
    <Accordion multiple collapsible className={styles.accordion}>
      {got.map((measure) => (
        <AccordionItem key={measure.theme} value={measure.theme} className={styles.item}>
          <AccordionHeader as="h4" size="large" expandIconPosition="end">
            <span className={styles.headerContent}>
              <SiiThemeBadge theme={measure.theme} letter={measure.themeCode} />
              <span className={styles.headerName}>{siiThemeName(measure.theme, texts)}</span>
              <Body1 className={styles.headerScore}>
                <ScoreLine measure={measure} marked={marked} />
              </Body1>
            </span>
          </AccordionHeader>
          <AccordionPanel>
            <div className={styles.panel}>
              <ThemeTexts measure={measure} texts={texts} />
            </div>
          </AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>
  );
}

/**
 * Strong Interest Inventory - General Occupational Themes: the description, the theme code, the
 * top 3 themes with score bars (25 to 75) and levels, and a description of each of the six themes.
 * Each theme shows one level (docs/results.md, "One level per score"), with a line saying where
 * the levels come from. `expandAll` (the printed report) shows every description without toggles.
 */
export function SiiGotView({ result, texts, expandAll = false }: { result: SiiResult; texts: SiiTexts; expandAll?: boolean }) {
  const audience = useResultAudience();
  const styles = useStyles();
  const topId = useId();
  const descriptionsId = useId();
  // The six themes' levels all show (table and descriptions): one note and one marking for all.
  const marked = siiLevelsMixed(result.got);
  return (
    <ResultSection title="General Occupational Themes" id="sii-got">
      <ResultText text={texts?.longDescription} />
      <ThemeCode result={result} texts={texts} />
      <Subtitle1 as="h3" id={topId} className={styles.heading}>
        {whose(audience, 'top three themes')}
      </Subtitle1>
      <TopThemesTable themes={result.topThemes} texts={texts} labelledBy={topId} marked={marked} />
      <SiiLevelNote measures={result.got} />
      <SiiShadeLegend>{SII_GOT_AVERAGE_LEGEND}</SiiShadeLegend>
      {result.got.some((measure) => gotInterval(measure) !== undefined) ? <Caption1 as="p" className={styles.key}>{RANGE_KEY}</Caption1> : null}
      <Subtitle1 as="h3" id={descriptionsId} className={styles.heading}>
        Theme descriptions
      </Subtitle1>
      <ThemeDescriptions got={result.got} texts={texts} expandAll={expandAll} marked={marked} />
    </ResultSection>
  );
}
