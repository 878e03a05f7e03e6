import type { CardSortGroup, CardSortResult, ResultCard } from '@career/scoring/card-sort/card-sort-types';
import type { ResultTextsDto } from '@career/sync-server/public/contract/result-texts-schema';
import { Body1, Body1Strong, Caption1, Subtitle1, Subtitle2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { StarFilled, StarRegular } from '@fluentui/react-icons';
import { useId } from 'react';
import { ResultSection } from './result-section';
import { ResultText } from './result-text';
import { printColors, visuallyHidden } from './chart-styles';
import { useResultAudience, whose } from './result-audience';

type CardSortTexts = ResultTextsDto['cardSort'];

const useStyles = makeStyles({
  plain: { margin: 0 },
  groups: { display: 'grid', gap: '20px' },
  group: {
    display: 'grid',
    gap: '16px',
    padding: '20px',
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    '@media (max-width: 480px)': { padding: '16px 12px' },
  },
  groupHeader: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: '16px', rowGap: '4px' },
  stars: { display: 'inline-flex', gap: '2px', fontSize: '22px', lineHeight: 0, ...printColors },
  star: { position: 'relative', display: 'inline-flex' },
  starFill: { color: tokens.colorPaletteMarigoldBorderActive },
  starOutline: { position: 'absolute', inset: 0, color: tokens.colorPaletteMarigoldForeground2 },
  starEmpty: { color: tokens.colorNeutralStrokeAccessible },
  subheading: { margin: 0, color: tokens.colorNeutralForeground2 },
  cards: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 220px), 1fr))',
    gap: '12px',
  },
  card: {
    display: 'flex',
    gap: '12px',
    alignItems: 'flex-start',
    padding: '12px 14px',
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
    ...printColors,
    '@media print': { breakInside: 'avoid' },
  },
  ranked: { border: `1px solid ${tokens.colorBrandStroke2}`, backgroundColor: tokens.colorBrandBackground2 },
  rank: {
    flexShrink: 0,
    display: 'inline-grid',
    placeItems: 'center',
    width: '28px',
    height: '28px',
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase300,
    ...printColors,
  },
  cardText: { display: 'grid', gap: '2px', minWidth: 0 },
  description: { color: tokens.colorNeutralForeground2 },
  srOnly: visuallyHidden,
  empty: { color: tokens.colorNeutralForeground3, fontStyle: 'italic' },
});

/** Filled and empty stars; one image named e.g. '4 of 4 stars'. */
export function Stars({ count, max }: { count: number; max: number }) {
  const styles = useStyles();
  return (
    <span role="img" aria-label={`${count} of ${max} stars`} className={styles.stars}>
      {Array.from({ length: max }, (_, index) =>
        index < count ? (
          <span key={index} className={styles.star} data-star="filled">
            <StarFilled className={styles.starFill} />
            <StarRegular className={styles.starOutline} />
          </span>
        ) : (
          <span key={index} className={styles.star} data-star="empty">
            <StarRegular className={styles.starEmpty} />
          </span>
        ),
      )}
    </span>
  );
}

function ValueCardItem({ card }: { card: ResultCard }) {
  const styles = useStyles();
  return (
    <li className={mergeClasses(styles.card, card.rank !== undefined && styles.ranked)}>
      {card.rank !== undefined ? (
        <span className={styles.rank}>
          <span className={styles.srOnly}>Rank </span>
          {card.rank}
        </span>
      ) : null}
      <span className={styles.cardText}>
        <Body1Strong>{card.title}</Body1Strong>
        <Caption1 className={styles.description}>{card.description}</Caption1>
      </span>
    </li>
  );
}

function GroupBox({ group, maxStars, text }: { group: CardSortGroup; maxStars: number; text: string | undefined }) {
  const audience = useResultAudience();
  const styles = useStyles();
  const headingId = useId();
  const topId = useId();
  const restId = useId();
  const ranked = group.cards.filter((card) => card.rank !== undefined);
  const rest = group.cards.filter((card) => card.rank === undefined);
  return (
    <section className={styles.group} aria-labelledby={headingId} data-bin={group.binId}>
      <div className={styles.groupHeader}>
        <Subtitle1 as="h3" id={headingId} className={styles.plain}>
          {group.name}
        </Subtitle1>
        <Stars count={group.stars} max={maxStars} />
      </div>
      <ResultText text={text} />
      {ranked.length > 0 ? (
        <>
          <Subtitle2 as="h4" id={topId} className={styles.subheading}>
            {whose(audience, `top ${ranked.length}`)}, most important first
          </Subtitle2>
          <ol className={styles.cards} aria-labelledby={topId}>
            {ranked.map((card) => (
              <ValueCardItem key={card.id} card={card} />
            ))}
          </ol>
          {rest.length > 0 ? (
            <Subtitle2 as="h4" id={restId} className={styles.subheading}>
              Also {group.name.toLowerCase()}
            </Subtitle2>
          ) : null}
        </>
      ) : null}
      {rest.length > 0 ? (
        <ul className={styles.cards} aria-labelledby={ranked.length > 0 ? restId : headingId}>
          {rest.map((card) => (
            <ValueCardItem key={card.id} card={card} />
          ))}
        </ul>
      ) : null}
      {group.cards.length === 0 ? <Body1 className={styles.empty}>No cards in this group</Body1> : null}
    </section>
  );
}

/** Career Values Card Sort: one box per frequency group with its stars, the ranked top values first. */
export function CardSortView({ result, texts }: { result: CardSortResult; texts: CardSortTexts }) {
  const styles = useStyles();
  const maxStars = Math.max(0, ...result.groups.map((group) => group.stars));
  return (
    <ResultSection title="Career Values Card Sort" id="career-values">
      <ResultText text={texts?.description} />
      <div className={styles.groups}>
        {result.groups.map((group) => (
          <GroupBox key={group.binId} group={group} maxStars={maxStars} text={texts?.groups?.[group.binId]} />
        ))}
      </div>
    </ResultSection>
  );
}
