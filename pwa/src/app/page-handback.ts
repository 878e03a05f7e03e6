import { useEffect } from 'react';

function releaseStrandedPage(): void {
  const root = document.getElementById('root');
  if (root?.getAttribute('aria-hidden') === 'true' && !document.querySelector('[role="dialog"],[role="alertdialog"]')) root.removeAttribute('aria-hidden');
}

/**
 * After each navigation, gives the page back to assistive technology when no dialog is open but
 * #root is still aria-hidden: Fluent's focus manager hides the page while a modal dialog is open
 * and lifts it as the dialog closes, but a dialog that went away with its page (a navigation
 * while it was open, on a slow machine) left the next page hidden from screen readers for good.
 */
export function usePageHandback(pathname: string): void {
  useEffect(() => {
    const timers = [300, 1500].map((delay) => window.setTimeout(releaseStrandedPage, delay));
    return () => timers.forEach((timer) => window.clearTimeout(timer));
  }, [pathname]);
}

/** The hook as a component, loaded once someone is signed in (the pages with dialogs that navigate). */
export function PageHandback({ pathname }: { pathname: string }) {
  usePageHandback(pathname);
  return null;
}
