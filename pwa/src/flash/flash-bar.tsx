import { makeStyles, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { Notice } from '../layout/notice';
import { useFlash } from './flash-context';

/** Flash messages hide by themselves after this long (spec section 9). */
export const FLASH_AUTO_HIDE_MS = 5000;

const useStyles = makeStyles({
  region: {
    position: 'fixed',
    top: '64px',
    left: '50%',
    transform: 'translateX(-50%)',
    width: 'min(640px, calc(100vw - 32px))',
    zIndex: 1000,
    boxShadow: tokens.shadow16,
  },
});

/** Shows the current flash; it closes with its close button or after 5 s, never on a click elsewhere. */
export function FlashBar() {
  const { flash, clear } = useFlash();
  const styles = useStyles();

  useEffect(() => {
    if (!flash) return;
    const timer = window.setTimeout(clear, FLASH_AUTO_HIDE_MS);
    return () => window.clearTimeout(timer);
  }, [flash, clear]);

  if (!flash) return null;
  return (
    <div className={styles.region} data-testid="flash">
      <Notice key={flash.id} intent={flash.intent} onDismiss={clear}>
        {flash.text}
      </Notice>
    </div>
  );
}
