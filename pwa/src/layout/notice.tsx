import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import type { NoticeProps } from './notice-props';

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

/** The words alone, with the role a screen reader announces: what shows when the bar's code cannot load. */
function PlainNotice({ intent, title, children, actions }: NoticeProps) {
  return (
    <div role={intent === 'error' ? 'alert' : 'status'}>
      {title ? <strong>{title} </strong> : null}
      {children}
      {actions}
    </div>
  );
}

/**
 * A message bar that loads its code only when a message is shown: pages on the first-load path
 * (landing, login) need it only after something happens. Its words are rendered once, in their
 * final form: nothing shows while the bar's code loads (once per app run; later notices show at
 * once), so no placeholder copy is swapped for the bar under a reader, a click or a test. Going
 * offline before that code was cached must not break the page (the contact form's offline note is
 * exactly that case): the words then show plainly, and stay so.
 */
export function Notice(props: NoticeProps) {
  const [Bar, setBar] = useState<ComponentType<NoticeProps> | undefined>(() => loadedBar);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (Bar || failed) return;
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
  }, [Bar, failed]);
  if (failed) return <PlainNotice {...props} />;
  return Bar ? <Bar {...props} /> : null;
}
