import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { Loading } from './loading';

/**
 * 'Loading...' while a page's code loads on the first visit. Later navigations are transitions, so
 * the page on screen stays until the next one is ready.
 */
export function PageSuspense() {
  return (
    <Suspense fallback={<Loading />}>
      <Outlet />
    </Suspense>
  );
}
