import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { Badge, makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { LogoutButton } from '../features/auth/logout-dialog';
import { SyncIndicator } from '../sync/sync-indicator';
import { Logo } from './logo';
import { NavLinkButton } from './nav-link-button';
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
  brand: {
    display: 'flex',
    alignItems: 'center',
    gap: '8px',
    color: tokens.colorNeutralForeground1,
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
  },
  menu: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: '4px' },
});

/** Logo; the upload status; Upgrade Plan (clients not on premium); Results (clients); Admin, Interests, Coaches, Sessions and Contact requests (admins); Logout. */
export function TopBar({ user }: { user: CurrentUserDto }) {
  const styles = useStyles();
  const isPremium = user.plans[0]?._id === 'premium';
  const online = useOnlineStatus();
  return (
    <header className={styles.bar}>
      <Link to="/" className={styles.brand} aria-label="Home">
        <Logo />
        <span>Integrative Career Assessment</span>
      </Link>
      <nav aria-label="Main" className={styles.menu}>
        <SyncIndicator />
        {online ? null : (
          <Badge appearance="tint" color="warning" role="status">
            Offline
          </Badge>
        )}
        {!isPremium && !user.admin ? <NavLinkButton to="/plans">Upgrade Plan</NavLinkButton> : null}
        {user.admin ? null : <NavLinkButton to="/results">Results</NavLinkButton>}
        {user.admin ? <NavLinkButton to="/admin" end>Admin</NavLinkButton> : null}
        {user.admin ? <NavLinkButton to="/admin/search-record">Interests</NavLinkButton> : null}
        {user.admin ? <NavLinkButton to="/admin/coaches">Coaches</NavLinkButton> : null}
        {user.admin ? <NavLinkButton to="/admin/bookings">Sessions</NavLinkButton> : null}
        {user.admin ? <NavLinkButton to="/admin/contact">Contact requests</NavLinkButton> : null}
        <NavLinkButton to="/profile">Profile</NavLinkButton>
        <LogoutButton userId={user._id} />
      </nav>
    </header>
  );
}
