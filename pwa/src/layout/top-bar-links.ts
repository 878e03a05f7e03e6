import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';

export interface TopBarLink {
  to: string;
  label: string;
  /** Active only on this very path (Admin, whose pages sit under /admin). */
  end?: boolean;
}

/** The top bar's pages for this user, in order: Upgrade Plan (clients not on premium); Results (clients); Admin, Interests, Coaches, Sessions and Contact requests (admins); Profile. */
export function topBarLinks(user: CurrentUserDto): TopBarLink[] {
  const isPremium = user.plans[0]?._id === 'premium';
  if (user.admin) {
    return [
      { to: '/admin', label: 'Admin', end: true },
      { to: '/admin/search-record', label: 'Interests' },
      { to: '/admin/coaches', label: 'Coaches' },
      { to: '/admin/bookings', label: 'Sessions' },
      { to: '/admin/contact', label: 'Contact requests' },
      { to: '/profile', label: 'Profile' },
    ];
  }
  return [...(isPremium ? [] : [{ to: '/plans', label: 'Upgrade Plan' }]), { to: '/results', label: 'Results' }, { to: '/profile', label: 'Profile' }];
}

/**
 * Below these widths the links no longer fit on one line beside the name, so the bar shows a Menu
 * button instead of wrapping onto a second and third line. Measured at 100% zoom in Chromium: an
 * admin's bar needs about 1,000 px, a client's about 720 px with Upgrade Plan.
 */
export const COMPACT_TOP_BAR_QUERY = { admin: '(max-width: 1060px)', client: '(max-width: 760px)' } as const;
