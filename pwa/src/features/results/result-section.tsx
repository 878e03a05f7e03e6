import { Title2, makeStyles } from '@fluentui/react-components';
import type { ReactNode } from 'react';

const useStyles = makeStyles({
  section: {
    display: 'grid',
    gap: '16px',
    alignContent: 'start',
    '@media print': { breakBefore: 'page' },
  },
});

/**
 * One result view: a level-2 heading (the menu's label) and its content. In the printed report
 * each section starts on a new page.
 */
export function ResultSection({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const styles = useStyles();
  const headingId = `${id ?? title.replace(/\W+/g, '-').toLowerCase()}-heading`;
  return (
    <section className={styles.section} aria-labelledby={headingId} data-result-section={id}>
      <Title2 as="h2" id={headingId}>
        {title}
      </Title2>
      {children}
    </section>
  );
}
