import { HOLLAND_THEME_INFO } from '@career/scoring/sii/holland-themes';
import type { SiiSortKey } from '@career/scoring/sii/sii-table-view';
import { siiTableView } from '@career/scoring/sii/sii-table-view';
import type { SiiMeasure } from '@career/scoring/sii/sii-types';
import { Badge, ToggleButton, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { ArrowSortDownRegular, ArrowSortRegular, ArrowSortUpRegular, CheckmarkRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { SII_GOT_AVERAGE_LEGEND, SII_GOT_AVERAGE_SHADE, SII_GOT_TICKS, SiiAxis, SiiBar, SiiShadeLegend, SiiThemeBadge, siiGotBarLabel } from './sii-chart';
import { SiiLevelNote, SiiLevelText, siiLevelsMixed } from './sii-level';
import type { SiiLevelled } from './sii-level';
import { SiiTableFrame, useSiiTableStyles } from './sii-table';
import type { SiiTexts } from './sii-theme-palette';
import { SII_THEME_COLORS, siiThemeName, siiThemesOfCode } from './sii-theme-palette';
import { visuallyHidden } from './chart-styles';

/** A row of the Basic Interest Scales or Occupational Scales table, with its one level. */
export interface SiiTableMeasure extends SiiMeasure, SiiLevelled {
  level: string;
  /** Position on the 25 to 75 chart, 0..100 (only drawn with `withChart`). */
  chartPercent?: number;
}

type SortDirection = 'asc' | 'desc';
export interface SiiSort {
  key: SiiSortKey;
  direction: SortDirection;
}

/** A first click sorts names and themes A to Z and scores highest first; a second click reverses. */
const FIRST_DIRECTION: Record<SiiSortKey, SortDirection> = { name: 'asc', theme: 'asc', value: 'desc' };
const ARIA_SORT: Record<SortDirection, 'ascending' | 'descending'> = { asc: 'ascending', desc: 'descending' };

const useStyles = makeStyles({
  root: { display: 'grid', gap: '12px', minWidth: 0 },
  chips: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: '8px',
    '@media print': { display: 'none' },
  },
  chip: { gap: '6px', minWidth: 'auto' },
  chipOn: {
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    border: `1px solid ${tokens.colorBrandStroke1}`,
    ':hover': { backgroundColor: tokens.colorBrandBackground2Hover, color: tokens.colorBrandForeground2 },
    ':hover:active': { backgroundColor: tokens.colorBrandBackground2Pressed, color: tokens.colorBrandForeground2 },
  },
  count: { margin: 0, color: tokens.colorNeutralForeground2, fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  sortButton: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '4px',
    margin: '-4px -6px',
    padding: '4px 6px',
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    fontWeight: tokens.fontWeightSemibold,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
    '@media print': { padding: 0, margin: 0 },
  },
  sortIcon: { fontSize: '16px', flexShrink: 0, '@media print': { display: 'none' } },
  sortIconIdle: { color: tokens.colorNeutralForeground3 },
  highlightRow: { backgroundColor: tokens.colorBrandBackground2, '@media print': { printColorAdjust: 'exact', WebkitPrintColorAdjust: 'exact' } },
  name: { display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '8px', rowGap: '2px' },
  themes: { display: 'inline-flex', alignItems: 'center', gap: '8px', whiteSpace: 'nowrap' },
  badges: { display: 'inline-flex', gap: '2px' },
  // On a phone the letters stand for the names (still read by screen readers), so that the scores fit.
  themeNames: { '@media (max-width: 600px)': visuallyHidden },
});

export interface SiiMeasureTableProps<T extends SiiTableMeasure> {
  measures: readonly T[];
  texts: SiiTexts;
  /** The id of the heading above the table: it names the table. */
  labelledBy: string;
  /** Header of the name column, e.g. 'Scale' or 'Occupation'. */
  nameHeader: string;
  /** Header of the theme column, e.g. 'Theme' or 'Theme code'. */
  themeHeader: string;
  /** What the rows are, for 'Showing 12 of 30 scales'. */
  noun: string;
  /** Draws each score as a bar on the 25 to 75 chart (needs chartPercent). */
  withChart?: boolean;
  /** Marks some rows, e.g. the top 5 interest areas, with a badge of this text. */
  highlight?: { label: string; isOn: (measure: T) => boolean };
  initialSort?: SiiSort;
}

/** The theme(s) of a row: a badge and name per letter of its theme code. */
function ThemeCell({ measure, texts }: { measure: SiiMeasure; texts: SiiTexts }) {
  const styles = useStyles();
  const themes = siiThemesOfCode(measure.themeCode);
  if (themes.length === 0) return <>{measure.themeCode || measure.theme}</>;
  return (
    <span className={styles.themes}>
      <span className={styles.badges}>
        {themes.map((info, index) => (
          <SiiThemeBadge key={`${info.letter}-${index}`} theme={info.theme} letter={info.letter} />
        ))}
      </span>
      <span className={styles.themeNames}>{themes.map((info) => siiThemeName(info.theme, texts)).join(', ')}</span>
    </span>
  );
}

function SortHeader({ label, sortKey, sort, onSort, className }: { label: string; sortKey: SiiSortKey; sort: SiiSort; onSort: (key: SiiSortKey) => void; className: string }) {
  const styles = useStyles();
  const active = sort.key === sortKey;
  const Icon = !active ? ArrowSortRegular : sort.direction === 'asc' ? ArrowSortUpRegular : ArrowSortDownRegular;
  return (
    <th scope="col" className={className} aria-sort={active ? ARIA_SORT[sort.direction] : undefined}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(sortKey)}>
        {label}
        <Icon className={mergeClasses(styles.sortIcon, !active && styles.sortIconIdle)} aria-hidden="true" />
      </button>
    </th>
  );
}

/**
 * The sortable, theme-filterable table of the Basic Interest Scales and Occupational Scales:
 * column headers hold sort buttons (aria-sort on the sorted column), a chip per Holland theme
 * filters the rows (aria-pressed), and a polite live region says how many rows show.
 */
export function SiiMeasureTable<T extends SiiTableMeasure>({
  measures,
  texts,
  labelledBy,
  nameHeader,
  themeHeader,
  noun,
  withChart = false,
  highlight,
  initialSort = { key: 'value', direction: 'desc' },
}: SiiMeasureTableProps<T>) {
  const styles = useStyles();
  const table = useSiiTableStyles();
  const [sort, setSort] = useState<SiiSort>(initialSort);
  const [themeLetter, setThemeLetter] = useState<string | undefined>(undefined);
  const rows = siiTableView(measures, sort.key, sort.direction, themeLetter);
  const columnCount = withChart ? 5 : 4;
  const marked = siiLevelsMixed(measures);

  const onSort = (key: SiiSortKey) =>
    setSort((current) => (current.key === key ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: FIRST_DIRECTION[key] }));

  return (
    <div className={styles.root}>
      <div className={styles.chips} role="group" aria-label="Filter by theme">
        <ToggleButton
          size="small"
          shape="circular"
          checked={themeLetter === undefined}
          className={mergeClasses(styles.chip, themeLetter === undefined && styles.chipOn)}
          icon={themeLetter === undefined ? <CheckmarkRegular /> : undefined}
          onClick={() => setThemeLetter(undefined)}
        >
          All
        </ToggleButton>
        {HOLLAND_THEME_INFO.map((info) => {
          const on = themeLetter === info.letter;
          return (
            <ToggleButton
              key={info.letter}
              size="small"
              shape="circular"
              checked={on}
              className={mergeClasses(styles.chip, on && styles.chipOn)}
              icon={on ? <CheckmarkRegular /> : <SiiThemeBadge theme={info.theme} letter={info.letter} />}
              onClick={() => setThemeLetter(on ? undefined : info.letter)}
            >
              {siiThemeName(info.theme, texts)}
            </ToggleButton>
          );
        })}
      </div>
      <p className={styles.count} role="status" aria-live="polite">
        Showing {rows.length} of {measures.length} {noun}
      </p>
      <SiiTableFrame labelledBy={labelledBy}>
        <thead>
          <tr>
            <SortHeader label={nameHeader} sortKey="name" sort={sort} onSort={onSort} className={table.th} />
            <SortHeader label={themeHeader} sortKey="theme" sort={sort} onSort={onSort} className={table.th} />
            <SortHeader label="Score" sortKey="value" sort={sort} onSort={onSort} className={mergeClasses(table.th, table.numeric)} />
            <th scope="col" className={table.th}>
              Level
            </th>
            {withChart ? (
              <th scope="col" className={mergeClasses(table.th, table.chartCell)}>
                <span className={table.hidden}>Chart, 25 to 75</span>
                <SiiAxis ticks={SII_GOT_TICKS} />
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((measure) => {
            const highlighted = highlight?.isOn(measure) ?? false;
            const theme = siiThemesOfCode(measure.themeCode)[0]?.theme;
            return (
              <tr key={measures.indexOf(measure)} className={mergeClasses(table.row, highlighted && styles.highlightRow)}>
                <th scope="row" className={mergeClasses(table.td, table.rowHeader)}>
                  <span className={styles.name}>
                    {measure.name}
                    {highlighted && highlight ? (
                      <Badge appearance="filled" color="brand" size="small" shape="rounded">
                        {highlight.label}
                      </Badge>
                    ) : null}
                  </span>
                </th>
                <td className={table.td}>
                  <ThemeCell measure={measure} texts={texts} />
                </td>
                <td className={mergeClasses(table.td, table.numeric)}>{measure.value}</td>
                <td className={mergeClasses(table.td, table.nowrap)}>
                  <SiiLevelText measure={measure} marked={marked} />
                </td>
                {withChart ? (
                  <td className={mergeClasses(table.td, table.chartCell)}>
                    <SiiBar
                      label={siiGotBarLabel(measure.name, measure.value, measure.level)}
                      percent={measure.chartPercent ?? 0}
                      color={theme ? SII_THEME_COLORS[theme].bar : tokens.colorBrandBackground}
                      gridlines={SII_GOT_TICKS.map((tick) => tick.percent).slice(1, -1)}
                      shade={SII_GOT_AVERAGE_SHADE}
                    />
                  </td>
                ) : null}
              </tr>
            );
          })}
          {rows.length === 0 ? (
            <tr>
              <td className={mergeClasses(table.td, table.muted)} colSpan={columnCount}>
                No {noun} in this theme.
              </td>
            </tr>
          ) : null}
        </tbody>
      </SiiTableFrame>
      <SiiLevelNote measures={measures} />
      {withChart ? <SiiShadeLegend>{SII_GOT_AVERAGE_LEGEND}</SiiShadeLegend> : null}
    </div>
  );
}
