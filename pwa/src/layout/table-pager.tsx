import { Button, Caption1, makeStyles } from '@fluentui/react-components';
import { PAGE_SIZE } from './page-of';

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '8px', flexWrap: 'wrap' },
});

/** 'Showing 51-100 of 923', Previous, 'Page 2 of 19', Next: the admin tables' pages. */
export function TablePager({ label, page, pages, shown, total, onPage }: { label: string; page: number; pages: number; shown: number; total: number; onPage: (page: number) => void }) {
  const styles = useStyles();
  return (
    <div className={styles.pager} role="navigation" aria-label={label}>
      <Caption1 aria-live="polite">{total ? `Showing ${page * PAGE_SIZE + 1}-${page * PAGE_SIZE + shown} of ${total.toLocaleString('en-US')}` : ''}</Caption1>
      <Button size="small" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Caption1>
        Page {page + 1} of {pages}
      </Caption1>
      <Button size="small" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </div>
  );
}
