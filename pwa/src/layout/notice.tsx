import { useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';

export interface NoticeProps {
  intent: 'success' | 'warning' | 'error' | 'info';
  title?: string;
  children: ReactNode;
  actions?: ReactNode;
  /** Shows a close button in the corner that calls this. */
  onDismiss?: () => void;
}

let loadedBar: ComponentType<NoticeProps> | undefined;
let loadingBar: Promise<ComponentType<NoticeProps>> | undefined;

/** The message bar's code, loaded once; a failed load (offline before it was cached) is tried again next time. */
function loadNoticeBar(): Promise<ComponentType<NoticeProps>> {
  loadingBar ??= import('./notice-bar').then(
    (module) => (loadedBar = module.NoticeBar),
    (error: unknown) => {
      loadingBar = undefined;
      throw error;
    },
  );
  return loadingBar;
}

/**
 * The words alone, with the role a screen reader announces: shown while the bar's code loads
 * (without the actions, so a button never moves under a click as the bar replaces it) and, with
 * them, when that code cannot load.
 */
function PlainNotice({ intent, title, children, actions, withActions }: NoticeProps & { withActions: boolean }) {
  return (
    <div role={intent === 'error' ? 'alert' : 'status'}>
      {title ? <strong>{title} </strong> : null}
      {children}
      {withActions ? actions : null}
    </div>
  );
}

/**
 * A message bar that loads its code only when a message is shown: pages on the first-load path
 * (landing, login) need it only after something happens. Going offline before that code was
 * cached must not break the page (the contact form's offline note is exactly that case): the
 * words show plainly instead.
 */
export function Notice(props: NoticeProps) {
  const [Bar, setBar] = useState<ComponentType<NoticeProps> | undefined>(() => loadedBar);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Bar) return;
    let live = true;
    loadNoticeBar().then(
      (loaded) => {
        if (live) setBar(() => loaded);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [Bar]);
  return Bar ? <Bar {...props} /> : <PlainNotice {...props} withActions={failed} />;
}
