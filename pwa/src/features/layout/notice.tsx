import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';

export interface NoticeProps {
  intent: 'success' | 'warning' | 'error' | 'info';
  title?: string;
  children: ReactNode;
  actions?: ReactNode;
  /** Shows a close button in the corner that calls this. */
  onDismiss?: () => void;
}

const NoticeBar = lazy(() => import('./notice-bar').then((m) => ({ default: m.NoticeBar })));

/**
 * A message bar that loads its code only when a message is shown: pages on the first-load path
 * (landing, login) need it only after something happens.
 */
export function Notice(props: NoticeProps) {
  return (
    <Suspense fallback={<div role={props.intent === 'error' ? 'alert' : 'status'}>{props.children}</div>}>
      <NoticeBar {...props} />
    </Suspense>
  );
}
