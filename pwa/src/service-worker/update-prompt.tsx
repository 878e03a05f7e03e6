import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import { Notice } from '../layout/notice';
import { activateWaitingVersion, registerServiceWorker } from './register-service-worker';

const useStyles = makeStyles({
  region: {
    position: 'fixed',
    bottom: '16px',
    right: '16px',
    zIndex: 1000,
    maxWidth: 'min(440px, calc(100vw - 32px))',
    boxShadow: tokens.shadow28,
  },
});

const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker and offers a new version when one is deployed. The update is applied
 * only when the user chooses Reload, so nothing half-typed is lost to a surprise reload.
 */
export function UpdatePrompt() {
  const styles = useStyles();
  const [needRefresh, setNeedRefresh] = useState(false);
  // Registered once, on the first render (as vite-plugin-pwa's useRegisterSW did).
  const [registered] = useState(() => registerServiceWorker(() => setNeedRefresh(true)));
  useEffect(() => {
    let timer: number | undefined;
    let stopped = false;
    void registered.then((registration) => {
      if (registration && !stopped) timer = window.setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    });
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [registered]);
  function applyUpdate() {
    // Reload once the new worker controls the page, the first session's page (not controlled at
    // registration) too.
    navigator.serviceWorker?.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    void registered.then(activateWaitingVersion);
  }

  if (!needRefresh) return null;
  return (
    <div className={styles.region}>
      <Notice
        intent="info"
        title="A new version is available"
        actions={
          <>
            <Button appearance="primary" onClick={applyUpdate}>
              Reload
            </Button>
            <Button onClick={() => setNeedRefresh(false)}>Later</Button>
          </>
        }
      >
        Reload to use it. Your saved work stays on this device.
      </Notice>
    </div>
  );
}
