import type { MbtiResult } from '@career/scoring/mbti/mbti-types';
import type { MBTI_TYPE_KEYS, ResultTextsDto } from '@career/sync-server/public/contract/result-texts-schema';
import { Subtitle1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import { MbtiPreferenceBar } from './mbti-preference-bar';
import { ResultSection } from './result-section';
import { ResultText } from './result-text';
import { headlinePanel } from './chart-styles';
import { useResultAudience, whose } from './result-audience';

type MbtiTexts = ResultTextsDto['mbti'];
type MbtiTypeKey = (typeof MBTI_TYPE_KEYS)[number];

const useStyles = makeStyles({
  heading: { margin: 0 },
  type: {
    ...headlinePanel,
    '@media print': { breakInside: 'avoid' },
    '@media (max-width: 400px)': { padding: '16px 12px' },
  },
  typeLabel: { margin: 0, color: tokens.colorNeutralForeground2 },
  typeName: { margin: 0 },
  letters: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(4, minmax(0, 96px))',
    gap: '8px',
    width: '100%',
  },
  letterBox: {
    display: 'grid',
    justifyItems: 'center',
    gap: '4px',
    padding: '12px 4px 10px',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorBrandStroke2}`,
    backgroundColor: tokens.colorBrandBackground2,
    boxShadow: tokens.shadow2,
    printColorAdjust: 'exact',
    WebkitPrintColorAdjust: 'exact',
    '@media print': { boxShadow: 'none' },
  },
  letter: {
    fontSize: tokens.fontSizeHero800,
    lineHeight: tokens.lineHeightHero800,
    fontWeight: tokens.fontWeightBold,
    color: tokens.colorBrandForeground2,
  },
  poleName: {
    maxWidth: '100%',
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    color: tokens.colorNeutralForeground1,
    textAlign: 'center',
    hyphens: 'auto',
    overflowWrap: 'break-word',
    '@media (max-width: 400px)': { fontSize: tokens.fontSizeBase100, lineHeight: tokens.lineHeightBase100 },
  },
  bars: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: '28px',
    maxWidth: '760px',
  },
  bar: { display: 'grid', gap: '12px', '@media print': { breakInside: 'avoid' } },
});

/**
 * Myers Briggs Type Indicator-Form M: the description (with the type's letters and name), the four letters of
 * the type with their poles, the type's description, and a bipolar bar per dichotomy (0 to 30 on
 * each side) with its clarity label and number and the dichotomy's text.
 */
export function MbtiView({ result, texts }: { result: MbtiResult; texts: MbtiTexts }) {
  const audience = useResultAudience();
  const styles = useStyles();
  const typeHeadingId = useId();
  const barsHeadingId = useId();
  const typeTexts = texts?.types?.[result.wholeType as MbtiTypeKey];
  const name = typeTexts?.name?.trim();
  // The letters the client came for, with the type's name: "ENFJ: The People-Focused Motivator".
  const typeName = name ? `${result.wholeType}: ${name}` : result.wholeType;
  return (
    <ResultSection title="Myers Briggs Type Indicator-Form M" id="myers-briggs">
      <ResultText text={texts?.description} values={{ typeName }} />
      <div className={styles.type} role="group" aria-labelledby={typeHeadingId}>
        <Subtitle2 as="h3" id={typeHeadingId} className={styles.typeLabel}>
          {whose(audience, 'type')}: {result.wholeType}
        </Subtitle2>
        <ul className={styles.letters} aria-label={whose(audience, 'four preferences')}>
          {result.dichotomies.map((dichotomy) => (
            <li key={dichotomy.id} className={styles.letterBox}>
              <span className={styles.letter}>{dichotomy.letter}</span>
              <span className={styles.poleName}>{dichotomy[dichotomy.pole].name}</span>
            </li>
          ))}
        </ul>
        {name ? (
          <Subtitle1 as="p" className={styles.typeName}>
            {typeName}
          </Subtitle1>
        ) : null}
      </div>
      <ResultText text={typeTexts?.description} />
      <Subtitle1 as="h3" id={barsHeadingId} className={styles.heading}>
        {audience.kind === 'client' ? 'How clear your preferences are' : `How clear ${whose(audience, 'preferences')} are`}
      </Subtitle1>
      <ul className={styles.bars} aria-labelledby={barsHeadingId}>
        {result.dichotomies.map((dichotomy) => (
          <li key={dichotomy.id} className={styles.bar}>
            <MbtiPreferenceBar dichotomy={dichotomy} />
            <ResultText text={texts?.dichotomies?.[dichotomy.id]} />
          </li>
        ))}
      </ul>
    </ResultSection>
  );
}
