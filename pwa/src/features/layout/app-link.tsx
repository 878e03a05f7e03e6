import { Link } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/** A Fluent link that navigates inside the app (ctrl/cmd-click still opens a new tab). */
export function AppLink({ to, children, state }: { to: string; children: ReactNode; state?: unknown }) {
  const href = useHref(to);
  const onClick = useLinkClickHandler(to, { state });
  return (
    <Link href={href} inline onClick={onClick}>
      {children}
    </Link>
  );
}
