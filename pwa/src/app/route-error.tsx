import { Button, Title2, Body1, makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({ root: { maxWidth: '640px', margin: '64px auto', padding: '0 16px', display: 'grid', gap: '16px' } });

/** A page that failed to load (for example a part of the app not yet on this device while offline). */
export function RouteError({ error }: { error: unknown }) {
  const styles = useStyles();
  const offline = typeof navigator !== 'undefined' && !navigator.onLine;
  return (
    <div className={styles.root} role="alert">
      <Title2>Something went wrong</Title2>
      <Body1>
        {offline
          ? 'This page is not available offline yet. Reconnect and try again.'
          : 'This page could not be shown. Please reload and try again.'}
      </Body1>
      {import.meta.env.DEV && error instanceof Error ? <pre>{error.message}</pre> : null}
      <div>
        <Button appearance="primary" onClick={() => window.location.reload()}>
          Reload
        </Button>
      </div>
    </div>
  );
}
