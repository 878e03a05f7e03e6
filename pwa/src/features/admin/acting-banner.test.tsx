import { formatClockTime } from '@career/sync-server/contract/booking-time';
import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { userFixture } from '../../test/fixtures';
import { renderRoutes } from '../../test/render-app';
import { clientTimeZone } from '../scheduling/session-time';
import { ActingBanner } from './acting-banner';

const EXPIRES = '2026-12-03T16:45:00.000Z';

function renderBanner(adminZone: string | null) {
  const acting = { admin: { _id: 'a1', firstName: 'Ada', lastName: 'Admin', timeZone: adminZone }, expiresAt: EXPIRES };
  // The client's account (its own zone is the client's business; the banner is the admin's).
  const user = userFixture({ firstName: 'Priya', lastName: 'Premium', timeZone: 'Asia/Tokyo', actingAs: acting });
  renderRoutes(<Route path="/" element={<ActingBanner user={user} acting={acting} />} />);
  return screen.getByRole('region', { name: 'Viewing as a client' });
}

describe('the acting banner', () => {
  it("says when acting ends on the admin's own clock, written as booking times are", () => {
    expect(renderBanner('America/New_York')).toHaveTextContent("You (Ada Admin) see what this client sees; nothing can be changed. This ends at 11:45 am EST.");
  });

  it("uses the browser's zone for an admin account without one", () => {
    expect(renderBanner(null)).toHaveTextContent(`This ends at ${formatClockTime(EXPIRES, clientTimeZone())}.`);
  });
});
