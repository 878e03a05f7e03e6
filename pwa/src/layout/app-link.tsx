import { Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/** A Fluent link that navigates inside the app (ctrl/cmd-click still opens a new tab). */
export function AppLink({ to, children, state, 'aria-label': ariaLabel }: { to: string; children: ReactNode; state?: unknown; 'aria-label'?: string }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler(to, { state });
  return (
    <Link href={href} inline onClick={onClick} aria-label={ariaLabel}>
      {children}
    </Link>
  );
}
