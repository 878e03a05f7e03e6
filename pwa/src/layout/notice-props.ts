import type { ReactNode } from 'react';

/** What a notice shows: Notice (notice.tsx) takes these and hands them to its bar (notice-bar.tsx). */
export interface NoticeProps {
  intent: 'success' | 'warning' | 'error' | 'info';
  title?: string;
  children: ReactNode;
  actions?: ReactNode;
  /** Shows a close button in the corner that calls this. */
  onDismiss?: () => void;
}
