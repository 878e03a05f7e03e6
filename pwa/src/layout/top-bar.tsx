import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { Badge, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Link, useLocation } from 'react-router-dom';
import { LogoutButton } from '../features/auth/logout-dialog';
import { SyncIndicator } from '../sync/sync-indicator';
import { CompactNav } from './compact-nav';
import { Logo } from './logo';
import { NavLinkButton } from './nav-link-button';
import { COMPACT_TOP_BAR_QUERY, topBarLinks } from './top-bar-links';
import { useMediaQuery } from './use-media-query';
import { useOnlineStatus } from './use-online-status';

const useStyles = makeStyles({
  bar: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: '8px',
    minHeight: '56px',
    padding: '0 16px',
    backgroundColor: tokens.colorNeutralBackground1,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    // Printed pages (a receipt) carry the page's own content only.
    '@media print': { display: 'none' },
  },
  compactBar: { flexWrap: 'nowrap', padding: '0 8px 0 12px' },
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    minWidth: 0,
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
  },
  // In a narrow bar the name takes two short lines rather than pushing the status off the bar.
  compactName: { fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase200 },
  menu: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '4px' },
  status: { display: 'flex', alignItems: 'center', gap: '4px', flexShrink: 0 },
});

/**
 * Logo; the upload status; the user's pages (top-bar-links.ts); Logout. In a window too narrow for
 * them on one line, the pages and Logout sit behind a Menu button (CompactNav); the logo, the
 * upload status and Offline stay in sight.
 */
export function TopBar({ user }: { user: CurrentUserDto }) {
  const styles = useStyles();
  const online = useOnlineStatus();
  const location = useLocation();
  const compact = useMediaQuery(user.admin ? COMPACT_TOP_BAR_QUERY.admin : COMPACT_TOP_BAR_QUERY.client);
  const status = (
    <>
      <SyncIndicator />
      {online ? null : (
        <Badge appearance="tint" color="warning" role="status">
          Offline
        </Badge>
      )}
    </>
  );
  const links = (
    <>
      {topBarLinks(user).map((link) => (
        <NavLinkButton key={link.to} to={link.to} end={link.end}>
          {link.label}
        </NavLinkButton>
      ))}
      <LogoutButton userId={user._id} />
    </>
  );
  return (
    <header className={mergeClasses(styles.bar, compact && styles.compactBar)}>
      <Link to="/" className={styles.brand} aria-label="Home">
        <Logo />
        <span className={compact ? styles.compactName : undefined}>Integrative Career Assessment</span>
      </Link>
      {compact ? (
        <div className={styles.status}>
          {status}
          <CompactNav key={location.key}>{links}</CompactNav>
        </div>
      ) : (
        <nav aria-label="Main" className={styles.menu}>
          {status}
          {links}
        </nav>
      )}
    </header>
  );
}
