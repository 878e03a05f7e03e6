import { lazy, Suspense, useEffect, useReducer, useRef } from 'react';
import { SERVICE_PAGE_PATHS } from './service-page-paths';

// Not part of any page's first load: the footer loads when it scrolls into view (pages with it keep
// it below the fold) or at the first key press (so keyboard users can tab into it).
const PublicFooter = lazy(() => import('./service-pages').then((m) => ({ default: m.PublicFooter })));

/** The footer is on every page a visitor sees, and on the service pages for everyone. */
export function showsPublicFooter(pathname: string, signedIn: boolean): boolean {
  return !signedIn || (SERVICE_PAGE_PATHS as readonly string[]).includes(pathname.slice(1));
}

/** The public pages' footer landmark, filled once it is needed. */
export function PublicFooterSlot() {
  const ref = useRef<HTMLElement>(null);
  const [shown, show] = useReducer(() => true, false);
  useEffect(() => {
    // intersectionRatio, not isIntersecting: a footer only touching the window's bottom edge is not in view.
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.intersectionRatio > 0) && show());
    if (ref.current) observer.observe(ref.current);
    addEventListener('keydown', show);
    return () => {
      observer.disconnect();
      removeEventListener('keydown', show);
    };
  }, []);
  return (
    // 56px down: below main's calc(100vh - 56px) the footer starts below the fold, top bar or not.
    <footer ref={ref} style={{ minHeight: 1, marginTop: 56 }}>
      {shown ? (
        <Suspense>
          <PublicFooter />
        </Suspense>
      ) : null}
    </footer>
  );
}
