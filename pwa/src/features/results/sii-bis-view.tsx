import type { BisResult, SiiResult } from '@career/scoring/sii/sii-types';
import { Body1, Subtitle1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { ResultSection } from './result-section';
import { ResultText } from './result-text';
import { SiiThemeLabel } from './sii-chart';
import { SiiLevelText, siiLevelsMixed } from './sii-level';
import { SiiMeasureTable } from './sii-measure-table';
import type { SiiTexts } from './sii-theme-palette';
import { SII_THEME_COLORS } from './sii-theme-palette';
import { printColors } from './chart-styles';
import { useResultAudience, whose } from './result-audience';

const useStyles = makeStyles({
  heading: { margin: 0 },
  top: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: '12px',
    gridTemplateColumns: 'repeat(auto-fill, minmax(168px, 1fr))',
  },
  card: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr)',
    columnGap: '14px',
    rowGap: '6px',
    alignItems: 'start',
    padding: '14px 16px',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderLeftWidth: '6px',
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    ...printColors,
    '@media print': { boxShadow: 'none', breakInside: 'avoid' },
  },
  rank: {
    gridRow: 'span 3',
    fontSize: tokens.fontSizeHero700,
    lineHeight: tokens.lineHeightHero700,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorNeutralForeground3,
    fontVariantNumeric: 'tabular-nums',
  },
  cardName: { margin: 0 },
  cardTheme: { color: tokens.colorNeutralForeground2 },
  cardScore: { fontVariantNumeric: 'tabular-nums' },
});

/** The same scale in another copy of the result (results can arrive as JSON: compare by value). */
function sameScale(a: BisResult, b: BisResult): boolean {
  return a.name === b.name && a.themeCode === b.themeCode && a.value === b.value;
}

/**
 * Strong Interest Inventory - Basic Interest Scales: the description, the top 5 interest areas,
 * and every scale in a table sortable by its headers and filterable by theme.
 */
export function SiiBisView({ result, texts }: { result: SiiResult; texts: SiiTexts }) {
  const audience = useResultAudience();
  const styles = useStyles();
  const topId = useId();
  const allId = useId();
  const topCount = result.topInterests.length;
  const isTop = (measure: BisResult) => result.topInterests.some((top) => sameScale(top, measure));
  // Marked as in the table below, whose line says where the levels come from.
  const marked = siiLevelsMixed(result.bis);
  return (
    <ResultSection title="Basic Interest Scales" id="sii-bis">
      <ResultText text={texts?.basicInterests} />
      {topCount > 0 ? (
        <>
          <Subtitle1 as="h3" id={topId} className={styles.heading}>
            {whose(audience, `top ${topCount} interest areas`)}
          </Subtitle1>
          <ol className={styles.top} aria-labelledby={topId}>
            {result.topInterests.map((measure, index) => (
              <li key={`${measure.name}-${measure.themeCode}`} className={styles.card} style={{ borderLeftColor: SII_THEME_COLORS[measure.theme].bar }}>
                <span className={styles.rank} aria-hidden="true">
                  {index + 1}
                </span>
                <Subtitle2 as="p" className={styles.cardName}>
                  {measure.name}
                </Subtitle2>
                <Body1 className={styles.cardTheme}>
                  <SiiThemeLabel theme={measure.theme} letter={measure.themeCode} texts={texts} />
                </Body1>
                <Body1 className={styles.cardScore}>
                  Score {measure.value} · <SiiLevelText measure={measure} marked={marked} />
                </Body1>
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <Subtitle1 as="h3" id={allId} className={styles.heading}>
        All Basic Interest Scales
      </Subtitle1>
      <SiiMeasureTable
        measures={result.bis}
        texts={texts}
        labelledBy={allId}
        nameHeader="Interest area"
        themeHeader="Theme"
        noun="scales"
        withChart
        highlight={{ label: `Top ${topCount}`, isOn: isTop }}
      />
    </ResultSection>
  );
}
