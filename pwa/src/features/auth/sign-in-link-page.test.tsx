import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PublicOnly } from '../../app/guards';
import { userFixture } from '../../test/fixtures';
import { json, renderRoutes, stubFetch } from '../../test/render-app';
import { SignInLinkPage } from './sign-in-link-page';

const TOKEN = 'tok_0123456789abcdef0123';
const EXPIRED = () => json({ error: { code: 'link_expired', message: 'Sign-in Link Expired' } }, 410);

/** The page behind its guard at `at`; `redeem` answers the link, and a session it starts makes the user signed in. */
function renderLinkPage(redeem: (call: number) => Response | Promise<Response>, at = `/sign-in-link?token=${TOKEN}`) {
  let signedIn = false;
  const redeems: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    stubFetch({
      '/api/users/current': () => (signedIn ? json(userFixture()) : json({ error: { code: 'unauthorized', message: 'Please log in to continue.' } }, 401)),
      '/api/auth/sign-in-link/redeem': async (init) => {
        redeems.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
        const response = await redeem(redeems.length);
        if (response.ok) signedIn = true;
        return response;
      },
    }),
  );
  // StrictMode, as in main.tsx: its double effects must not use the link twice.
  const rendered = renderRoutes(
    <>
      <Route element={<PublicOnly />}>
        <Route path="/sign-in-link" element={<SignInLinkPage />} />
      </Route>
      <Route path="/" element={<p>home page</p>} />
      <Route path="/login" element={<p>login page</p>} />
    </>,
    { at, strict: true },
  );
  return { ...rendered, redeems };
}

describe('the sign-in link page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses the link once and signs the user in', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { redeems, queryClient } = renderLinkPage(() => new Promise<Response>((resolve) => (answer = resolve)));
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect(await screen.findByText('Signing you in…')).toBeInTheDocument();
    answer(json({ userId: 'u1' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(redeems).toEqual([{ token: TOKEN, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['current-user'] });
  });

  it("shows an admin's second step", async () => {
    const { redeems } = renderLinkPage(() => json({ mfa: 'verify' }));
    expect(await screen.findByRole('heading', { name: 'Two-Step Verification' })).toBeInTheDocument();
    expect(redeems).toHaveLength(1);
  });

  it('says when the link was used or is too old, with the way to Log In', async () => {
    const { redeems } = renderLinkPage(EXPIRED);
    expect(await screen.findByRole('heading', { name: 'Sign-in Link Expired' })).toBeInTheDocument();
    expect(screen.getByText('This sign-in link has been used or is more than 15 minutes old.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(redeems).toHaveLength(1);
  });

  it('treats a link without a token as expired, without asking the server', async () => {
    const { redeems } = renderLinkPage(EXPIRED, '/sign-in-link');
    expect(await screen.findByRole('heading', { name: 'Sign-in Link Expired' })).toBeInTheDocument();
    expect(redeems).toHaveLength(0);
  });

  it("shows the server's message for other failures, and tries again on request", async () => {
    const busy = 'Too many requests. Please try again in 30 seconds.';
    const { redeems } = renderLinkPage((call) => (call === 1 ? json({ error: { code: 'rate_limited', message: busy } }, 429) : json({ userId: 'u1' })));
    expect(await screen.findByText(busy)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(redeems).toHaveLength(2);
  });
});
