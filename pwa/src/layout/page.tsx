import { makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  page: { maxWidth: '1100px', margin: '0 auto', padding: '32px 16px 64px', display: 'grid', gap: '24px', alignContent: 'start' },
});

/** The content column of a signed-in page. */
export function Page({ children, label }: { children: ReactNode; label?: string }) {
  const styles = useStyles();
  return (
    <div className={styles.page} aria-label={label}>
      {children}
    </div>
  );
}
