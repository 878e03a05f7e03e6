import { onetPageUrl } from '@career/sync-server/records/contract/career-idea-dto';
import type { ShortlistItemDto } from '@career/sync-server/shortlists/contract/shortlist-dto';
import { Body1, Body1Strong, Link, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { FitReasons } from '../career-fit/fit-reasons';
import { ideaFacts } from './shortlist-format';

export const ONET_LINK_TEXT = 'O*NET OnLine page';

const useStyles = makeStyles({
  idea: {
    display: 'grid',
    gap: '10px',
    alignContent: 'start',
    padding: '16px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    '@media print': { breakInside: 'avoid', border: `1px solid ${tokens.colorNeutralStroke1}` },
  },
  title: { margin: 0 },
  text: { margin: 0, whiteSpace: 'pre-wrap' },
  note: {
    display: 'grid',
    gap: '4px',
    padding: '8px 12px',
    borderLeft: `3px solid ${tokens.colorBrandStroke1}`,
    backgroundColor: tokens.colorBrandBackground2,
  },
  facts: { margin: 0, paddingLeft: '20px', display: 'grid', gap: '2px' },
  url: { wordBreak: 'break-all' },
});

interface ShortlistIdeaProps {
  item: ShortlistItemDto;
  /** The printed report: O*NET's address written out (a link cannot be followed on paper). */
  printed?: boolean;
  /** The client's mark: the buttons on screen, the words in print. */
  children?: ReactNode;
}

/**
 * One shared idea as it was when shared: its title, the counselor's note, its band and place in
 * the client's list with how often it stays in their top ten on a retest, Job Zone, education and
 * median wage, 'Why it may fit' and 'Worth knowing', description and O*NET OnLine page, then the
 * client's mark. An idea shared before bands shows its fit out of 100 and its why, as it did then.
 */
export function ShortlistIdea({ item, printed = false, children }: ShortlistIdeaProps) {
  const styles = useStyles();
  const titleId = useId();
  const facts = ideaFacts(item);
  return (
    <article className={styles.idea} aria-labelledby={titleId}>
      <Subtitle1 as="h3" id={titleId} className={styles.title}>
        {item.title}
      </Subtitle1>
      {item.note ? (
        <div className={styles.note}>
          <Body1Strong>Your counselor&apos;s note</Body1Strong>
          <Body1 as="p" className={styles.text}>
            {item.note}
          </Body1>
        </div>
      ) : null}
      {facts.length > 0 ? (
        <ul className={styles.facts}>
          {facts.map((fact) => (
            <li key={fact}>
              <Body1>{fact}</Body1>
            </li>
          ))}
        </ul>
      ) : null}
      {item.shared ? (
        <FitReasons why={item.shared.why} worthKnowing={item.shared.worthKnowing} />
      ) : item.why ? (
        <Body1 as="p" className={styles.text}>
          Why it may fit: {item.why}
        </Body1>
      ) : null}
      {item.description ? (
        <Body1 as="p" className={styles.text}>
          {item.description}
        </Body1>
      ) : null}
      {item.onetCode ? (
        <Body1 as="p" className={styles.text}>
          <Link href={onetPageUrl(item.onetCode)} target="_blank" rel="noopener noreferrer" inline>
            {ONET_LINK_TEXT}
          </Link>
          {printed ? <span className={styles.url}>: {onetPageUrl(item.onetCode)}</span> : null}
        </Body1>
      ) : null}
      {children}
    </article>
  );
}
