import { makeStyles } from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../features/auth/current-user-query';
import { FlashBar } from '../flash/flash-bar';
import { PublicFooterSlot, showsPublicFooter } from '../features/public-pages/public-footer-slot';
import { UpdatePrompt } from '../service-worker/update-prompt';
import { ScrollToTop } from './scroll-to-top';
import { SessionExpiry } from './session-expiry';

// Only signed-in users see the top bar, so visitors never download it.
const TopBar = lazy(() => import('../layout/top-bar').then((m) => ({ default: m.TopBar })));
// Only while an admin acts as a client.
const ActingBanner = lazy(() => import('../features/admin/acting-banner').then((m) => ({ default: m.ActingBanner })));
// The answer sync engine (IndexedDB) runs only while someone is signed in, so the landing page never loads it.
const SyncProvider = lazy(() => import('../sync/sync-provider').then((m) => ({ default: m.SyncProvider })));
// Gives the page back to screen readers after a navigation that took an open dialog with it.
const PageHandback = lazy(() => import('./page-handback').then((m) => ({ default: m.PageHandback })));

const useStyles = makeStyles({ main: { minHeight: 'calc(100vh - 56px)' } });

/** The top bar is shown when signed in, except on results and test screens. */
function showsTopBar(pathname: string): boolean {
  return !pathname.startsWith('/results') && pathname !== '/test';
}

export function RootLayout() {
  const styles = useStyles();
  const { data: user, dataUpdatedAt } = useCurrentUser();
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <SessionExpiry />
      {user ? (
        <Suspense fallback={null}>
          <SyncProvider key={user._id} userId={user._id} sessionKey={dataUpdatedAt} />
          <PageHandback pathname={pathname} />
        </Suspense>
      ) : null}
      {user?.actingAs ? (
        <Suspense fallback={null}>
          <ActingBanner user={user} acting={user.actingAs} />
        </Suspense>
      ) : null}
      {user && showsTopBar(pathname) ? (
        <Suspense fallback={null}>
          <TopBar user={user} />
        </Suspense>
      ) : null}
      <FlashBar />
      <UpdatePrompt />
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
      {showsPublicFooter(pathname, !!user) ? <PublicFooterSlot /> : null}
    </>
  );
}
