import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { PAGE_GAP, pagerPages } from './pager-pages';

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '4px', flexWrap: 'wrap' },
  range: { marginRight: '8px', color: tokens.colorNeutralForeground2 },
  number: { minWidth: '32px' },
  gap: { padding: '0 4px', color: tokens.colorNeutralForeground3 },
});

/**
 * The pages of a career search's exact matches: 'Showing 51-100 of 237', Previous, the page
 * numbers (the current one marked), Next. Plain buttons, so Tab and Enter reach every page.
 * `page` is 1-based.
 */
export function MatchPager({ range, page, pages, onPage }: { range: string; page: number; pages: number; onPage: (page: number) => void }) {
  const styles = useStyles();
  return (
    <nav className={styles.pager} aria-label="Pages of matches">
      {range ? <Caption1 className={styles.range}>{range}</Caption1> : null}
      <Button size="small" icon={<ChevronLeftRegular />} disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, pages))}>
        Previous
      </Button>
      {pagerPages(page, pages).map((number, index) =>
        number === PAGE_GAP ? (
          <span key={`gap-${index}`} className={styles.gap} aria-hidden="true">
            …
          </span>
        ) : (
          <Button
            key={number}
            size="small"
            className={styles.number}
            appearance={number === page ? 'primary' : 'secondary'}
            aria-current={number === page ? 'page' : undefined}
            aria-label={`Page ${number}`}
            onClick={() => onPage(number)}
          >
            {number}
          </Button>
        ),
      )}
      <Button size="small" icon={<ChevronRightRegular />} iconPosition="after" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
