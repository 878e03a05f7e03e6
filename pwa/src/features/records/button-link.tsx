import { Button } from '@fluentui/react-components';
import type { ButtonProps } from '@fluentui/react-components';
import type { MouseEvent, ReactNode } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';

/**
 * A router link that looks like a Fluent button: these targets are places to go (a real href, so
 * ctrl/cmd-click opens a new tab), not actions. `onNavigate` replaces the in-app navigation, for
 * links inside a dialog that must close before the page changes.
 */
export function ButtonLink({
  to,
  children,
  appearance,
  size,
  icon,
  className,
  onNavigate,
  'aria-label': ariaLabel,
}: {
  to: string;
  children?: ReactNode;
  appearance?: ButtonProps['appearance'];
  size?: ButtonProps['size'];
  icon?: ButtonProps['icon'];
  className?: string;
  onNavigate?: (to: string) => void;
  'aria-label'?: string;
}) {
  const href = useHref(to);
  const routerClick = useLinkClickHandler(to);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!onNavigate) {
      routerClick(event);
      return;
    }
    // Plain clicks only: modified clicks keep the browser's own behaviour (new tab, window).
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    onNavigate(to);
  };
  return (
    <Button as="a" href={href} onClick={onClick} appearance={appearance} size={size} icon={icon} className={className} aria-label={ariaLabel}>
      {children}
    </Button>
  );
}
