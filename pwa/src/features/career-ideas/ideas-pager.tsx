import { Button, Caption1, makeStyles } from '@fluentui/react-components';
import { countText, showingText } from './idea-format';

const useStyles = makeStyles({
  pager: { display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: '8px', flexWrap: 'wrap' },
});

/** 'Showing 21-40 of 923', Previous, 'Page 2 of 47', Next. `page` is 1-based. */
export function IdeasPager({ page, pageSize, shown, total, onPage }: { page: number; pageSize: number; shown: number; total: number; onPage: (page: number) => void }) {
  const styles = useStyles();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className={styles.pager} role="navigation" aria-label="Career idea pages">
      <Caption1 aria-live="polite">{shown ? showingText(page, pageSize, shown, total) : ''}</Caption1>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <Caption1>
        Page {countText(Math.min(page, pages))} of {countText(pages)}
      </Caption1>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </div>
  );
}
