import { O_NET_ATTRIBUTION } from '@career/sync-server/records/contract/record-dto';
import type { ShortlistDto, ShortlistItemDto } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { BandsNote } from '../career-fit/bands-note';
import { UndifferentiatedNote } from '../career-fit/undifferentiated-note';
import { ShortlistIdea } from './shortlist-idea';
import { sharedOnText } from './shortlist-format';

const useStyles = makeStyles({
  shared: { margin: 0, color: tokens.colorNeutralForeground2 },
  summary: { margin: 0, whiteSpace: 'pre-wrap', maxWidth: '75ch' },
  ideas: { display: 'grid', gap: '16px' },
  attribution: { margin: 0, color: tokens.colorNeutralForeground3, maxWidth: '90ch' },
});

interface ShortlistContentProps {
  shortlist: ShortlistDto & { sharedAt: string };
  printed?: boolean;
  /** Below each idea: the mark buttons on screen, the mark in words in print. */
  renderMark: (item: ShortlistItemDto) => ReactNode;
}

/**
 * What the counselor shared: when, their summary (its line breaks kept), what the bands mean (when
 * an idea has one) and, when the client's interests were too broad to rank by, a note saying so;
 * each idea, and O*NET's attribution at the foot.
 */
export function ShortlistContent({ shortlist, printed = false, renderMark }: ShortlistContentProps) {
  const styles = useStyles();
  const banded = shortlist.items.some((item) => item.shared);
  const undifferentiated = shortlist.items.some((item) => item.shared?.undifferentiated);
  return (
    <>
      <Body1 as="p" className={styles.shared}>
        {sharedOnText(shortlist.sharedAt)}
      </Body1>
      {shortlist.summary ? (
        <Body1 as="p" className={styles.summary}>
          {shortlist.summary}
        </Body1>
      ) : null}
      {undifferentiated ? <UndifferentiatedNote audience="client" /> : null}
      {banded ? <BandsNote audience="client" /> : null}
      <div className={styles.ideas}>
        {shortlist.items.map((item) => (
          <ShortlistIdea key={item.recordId} item={item} printed={printed}>
            {renderMark(item)}
          </ShortlistIdea>
        ))}
      </div>
      <Caption1 as="p" className={styles.attribution}>
        {O_NET_ATTRIBUTION}
      </Caption1>
    </>
  );
}
