import { Button, makeStyles } from '@fluentui/react-components';
import { Notice } from '../layout/notice';

const useStyles = makeStyles({ root: { maxWidth: '640px', margin: '48px auto', padding: '0 16px' } });

/** Shown when the app cannot reach the server and has nothing cached for this device. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <Notice intent="error" title="We could not load your account" actions={<Button onClick={onRetry}>Try again</Button>}>
        {message}
      </Notice>
    </div>
  );
}
