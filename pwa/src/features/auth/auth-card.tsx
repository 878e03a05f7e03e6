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

/**
 * The frame of the account screens: a title, an optional form-level error (with actions) or
 * success message in its place, the form (or plain content without `onSubmit`), links below.
 */
export function AuthCard(props: {
  title: string;
  error?: string;
  /** Buttons shown in the error's bar (e.g. another way in after a refused sign-in). */
  errorActions?: ReactNode;
  /** Shown where the error would be, when there is none. */
  success?: string;
  onSubmit?: () => void;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const styles = useStyles();
  const surface = useSurfaceStyles();
  const { onSubmit } = props;
  return (
    <div className={styles.page}>
      <section className={mergeClasses(surface.surface, styles.card)} aria-label={props.title}>
        <Title2 as="h1">{props.title}</Title2>
        {props.error ? (
          <Notice intent="error" actions={props.errorActions}>
            {props.error}
          </Notice>
        ) : props.success ? (
          <Notice intent="success">{props.success}</Notice>
        ) : null}
        {onSubmit ? (
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit();
            }}
          >
            {props.children}
          </form>
        ) : (
          <div className={styles.form}>{props.children}</div>
        )}
        {props.footer ? <div className={styles.footer}>{props.footer}</div> : null}
      </section>
    </div>
  );
}
