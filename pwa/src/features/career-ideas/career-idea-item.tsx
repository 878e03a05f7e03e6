import type { CareerIdeaDto } from '@career/sync-server/records/contract/career-idea-dto';
import { onetPageUrl } from '@career/sync-server/records/contract/career-idea-dto';
import { Badge, Body1, Caption1, Link, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { memo } from 'react';
import { fitLabel, jobZoneText, medianWageText } from './idea-format';
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
  // Rank, title (wrapping on narrow screens) and fit on one line.
  header: { display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr) auto', alignItems: 'baseline', gap: '8px' },
  rank: { color: tokens.colorNeutralForeground3, fontVariantNumeric: 'tabular-nums' },
  title: { margin: 0 },
  why: { margin: 0 },
  facts: { display: 'flex', gap: '4px 16px', flexWrap: 'wrap', margin: 0, color: tokens.colorNeutralForeground2 },
  footer: { display: 'flex', gap: '12px', alignItems: 'center', flexWrap: 'wrap' },
});

interface CareerIdeaItemProps {
  idea: CareerIdeaDto;
  rank: number;
  picked: boolean;
  /** The shortlist is full: an idea not on it cannot be added. */
  full: boolean;
  onToggle: (idea: CareerIdeaDto) => void;
}

/** One idea: its rank, job title and fit, why it fits, its Job Zone, education and median wage, O*NET's page, and the shortlist toggle. */
export const CareerIdeaItem = memo(function CareerIdeaItem({ idea, rank, picked, full, onToggle }: CareerIdeaItemProps) {
  const styles = useStyles();
  return (
    <li className={styles.item}>
      <div className={styles.header}>
        <Body1 className={styles.rank}>{rank}.</Body1>
        <Subtitle2 as="h3" className={styles.title}>
          {idea.jobTitle}
        </Subtitle2>
        <Badge appearance="tint" color={idea.fit >= 70 ? 'brand' : 'informative'}>
          {fitLabel(idea.fit)}
        </Badge>
      </div>
      {idea.why ? <Body1 as="p" className={styles.why}>{idea.why}</Body1> : null}
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
