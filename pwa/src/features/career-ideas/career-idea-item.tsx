import type { CareerIdeaDto } from '@career/sync-server/records/contract/career-idea-dto';
import { onetPageUrl } from '@career/sync-server/records/contract/career-idea-dto';
import { Body1, Caption1, Link, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { memo } from 'react';
import { FitBandBadge } from '../career-fit/fit-band-badge';
import { FitReasons } from '../career-fit/fit-reasons';
import { FitSummary } from '../career-fit/fit-summary';
import { jobZoneText, medianWageText } from './idea-format';
import { ShortlistToggle } from './shortlist-toggle';

const useStyles = makeStyles({
  item: {
    display: 'grid',
    gap: '6px',
    padding: '12px 16px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  // Rank, title (wrapping on narrow screens) and band on one line.
  header: { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'baseline', gap: '8px' },
  rank: { color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums' },
  title: { margin: 0 },
  facts: { display: 'flex', gap: '4px 16px', flexWrap: 'wrap', margin: 0, color: tokens.colorNeutralForeground2 },
  footer: { display: 'flex', gap: '12px', alignItems: 'center', flexWrap: 'wrap' },
});

interface CareerIdeaItemProps {
  idea: CareerIdeaDto;
  picked: boolean;
  /** The shortlist is full: an idea not on it cannot be added. */
  full: boolean;
  onToggle: (idea: CareerIdeaDto) => void;
}

/**
 * One idea: its place, job title and band; the band and place in words with how often it stays in
 * the top ten on a retest; why it may fit and what is worth knowing; its Job Zone, education and
 * median wage, O*NET's page, and the shortlist toggle.
 */
export const CareerIdeaItem = memo(function CareerIdeaItem({ idea, picked, full, onToggle }: CareerIdeaItemProps) {
  const styles = useStyles();
  return (
    <li className={styles.item}>
      <div className={styles.header}>
        <Body1 className={styles.rank}>{idea.rank}.</Body1>
        <Subtitle2 as="h3" className={styles.title}>
          {idea.jobTitle}
        </Subtitle2>
        {/* The line below says the band in words: heard once. */}
        <FitBandBadge band={idea.band} decorative />
      </div>
      <FitSummary fit={idea} />
      <FitReasons why={idea.why} worthKnowing={idea.worthKnowing} />
      <Caption1 as="p" className={styles.facts}>
        <span>{jobZoneText(idea.jobZone)}</span>
        <span>{idea.min_edu || 'Education not set'}</span>
        <span>{medianWageText(idea.medianWage)}</span>
      </Caption1>
      <div className={styles.footer}>
        <ShortlistToggle title={idea.jobTitle} picked={picked} full={full} onToggle={() => onToggle(idea)} />
        {idea.onetCode ? (
          <Link href={onetPageUrl(idea.onetCode)} target="_blank" rel="noreferrer" aria-label={`${idea.jobTitle} on O*NET OnLine (opens in a new tab)`}>
            O*NET OnLine
          </Link>
        ) : null}
      </div>
    </li>
  );
});
