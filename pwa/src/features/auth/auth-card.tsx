import { Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { Notice } from '../../layout/notice';
import { useSurfaceStyles } from '../../layout/surface-styles';

const useStyles = makeStyles({
  page: { display: 'flex', justifyContent: 'center', padding: '48px 16px' },
  card: { width: 'min(440px, 100%)', padding: '24px', display: 'grid', gap: '16px' },
  form: { display: 'grid', gap: '12px' },
  footer: { display: 'grid', gap: '6px', color: tokens.colorNeutralForeground2 },
});

/** The frame of the account screens: a title, an optional form-level error, the form, links below. */
export function AuthCard(props: { title: string; error?: string; onSubmit: () => void; children: ReactNode; footer?: ReactNode }) {
  const styles = useStyles();
  const surface = useSurfaceStyles();
  return (
    <div className={styles.page}>
      <section className={mergeClasses(surface.surface, styles.card)} aria-label={props.title}>
        <Title2 as="h1">{props.title}</Title2>
        {props.error ? <Notice intent="error">{props.error}</Notice> : null}
        <form
          className={styles.form}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit();
          }}
        >
          {props.children}
        </form>
        {props.footer ? <div className={styles.footer}>{props.footer}</div> : null}
      </section>
    </div>
  );
}
