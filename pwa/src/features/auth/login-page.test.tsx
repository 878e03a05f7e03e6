import type { ChallengeResponse } from '@career/sync-server/accounts/contract/auth-schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PublicOnly } from '../../app/guards';
import { userFixture } from '../../test/fixtures';
import { json, renderRoutes, stubFetch } from '../../test/render-app';
import { LoginPage } from './login-page';
import { CHECKING_BROWSER } from './proof-status';

// jsdom has no Web Worker: the solver is replaced.
const solveProof = vi.hoisted(() => vi.fn<(challenge: unknown, signal?: AbortSignal) => Promise<string>>());
vi.mock('./proof-of-work', () => ({ solveProof }));

const PROOF_MESSAGE = 'Your browser needs a quick check before it can sign in right now. Please try again.';
const PROOF_REQUIRED = () => json({ error: { code: 'proof_required', message: PROOF_MESSAGE } }, 428);
const REFUSED = 'Too many sign-in attempts. Please try again in 30 seconds, or e-mail yourself a sign-in link.';
const LINK_SENT = 'If an account exists for that email, a sign-in link is on its way. It works once, for 15 minutes.';
const CHALLENGE: ChallengeResponse['challenge'] = {
  parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'ab', salt: 'cd', cost: 1000, keyLength: 32, keyPrefix: 'ef', expiresAt: 1 },
  signature: 'sig',
};

const bodyOf = (init?: RequestInit): Record<string, unknown> => JSON.parse(String(init?.body)) as Record<string, unknown>;

/** The login page behind its guard, with fetch answering the current user (signed out until `signIn`) and `handlers`. */
function renderLogin(handlers: Record<string, (init?: RequestInit) => Response | Promise<Response>>) {
  let signedIn = false;
  const fetch = vi.fn(
    stubFetch({
      '/api/users/current': () => (signedIn ? json(userFixture()) : json({ error: { code: 'unauthorized', message: 'Please log in to continue.' } }, 401)),
      '/api/auth/challenge': () => json({ challenge: CHALLENGE }),
      ...handlers,
    }),
  );
  vi.stubGlobal('fetch', fetch);
  renderRoutes(
    <>
      <Route element={<PublicOnly />}>
        <Route path="/login" element={<LoginPage />} />
      </Route>
      <Route path="/" element={<p>home page</p>} />
    </>,
    { at: '/login' },
  );
  const callsTo = (path: string) => fetch.mock.calls.filter(([input]) => String(input) === path);
  return { signIn: () => (signedIn = true), callsTo };
}

async function fillAndSubmit(email = 'ada@example.com') {
  const user = userEvent.setup();
  if (email) await user.type(await screen.findByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Log In' }));
  return user;
}

describe('the login page', () => {
  beforeEach(() => {
    solveProof.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks the browser after a 428 and signs in with the proof', async () => {
    let solved: (proof: string) => void = () => undefined;
    solveProof.mockImplementation(() => new Promise<string>((resolve) => (solved = resolve)));
    const logins: Record<string, unknown>[] = [];
    const { signIn, callsTo } = renderLogin({
      '/api/auth/login': (init) => {
        logins.push(bodyOf(init));
        if (logins.length === 1) return PROOF_REQUIRED();
        signIn();
        return json({ userId: 'u1' });
      },
    });
    await fillAndSubmit();
    expect(await screen.findByText(CHECKING_BROWSER)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toHaveAttribute('aria-disabled', 'true');
    expect(solveProof).toHaveBeenCalledWith(CHALLENGE, expect.any(AbortSignal));
    expect(callsTo('/api/auth/challenge')).toHaveLength(1);
    solved('PROOF');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(logins).toHaveLength(2);
    expect(logins[0]).not.toHaveProperty('proof');
    expect(logins[1]).toMatchObject({ email: 'ada@example.com', password: 'correct horse', proof: 'PROOF' });
  });

  it("gives up after a second 428 with the server's message", async () => {
    solveProof.mockResolvedValue('PROOF');
    const { callsTo } = renderLogin({ '/api/auth/login': PROOF_REQUIRED });
    await fillAndSubmit();
    expect(await screen.findByText(PROOF_MESSAGE)).toBeInTheDocument();
    expect(callsTo('/api/auth/login')).toHaveLength(2);
    expect(screen.queryByText(CHECKING_BROWSER)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it("shows the server's message when the browser cannot be checked, without sending again", async () => {
    solveProof.mockRejectedValue(new Error('The check took too long'));
    const { callsTo } = renderLogin({ '/api/auth/login': PROOF_REQUIRED });
    await fillAndSubmit();
    expect(await screen.findByText(PROOF_MESSAGE)).toBeInTheDocument();
    expect(callsTo('/api/auth/login')).toHaveLength(1);
  });

  it('offers an e-mailed sign-in link after a refusal, and shows that it is on its way', async () => {
    const links: Record<string, unknown>[] = [];
    renderLogin({
      '/api/auth/login': () => json({ error: { code: 'rate_limited', message: REFUSED } }, 429),
      '/api/auth/sign-in-link': (init) => {
        links.push(bodyOf(init));
        return json({ message: LINK_SENT }, 202);
      },
    });
    const user = await fillAndSubmit();
    expect(await screen.findByText(REFUSED)).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByText(LINK_SENT)).toBeInTheDocument();
    expect(links).toEqual([{ email: 'ada@example.com' }]);
    expect(screen.queryByText(REFUSED)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'E-mail me a sign-in link' })).not.toBeInTheDocument();
  });

  it('asks for the email before sending a link, and shows a refused request', async () => {
    const waiting = 'Sign-in links were sent to this address in the last few minutes: please use the newest one in your inbox.';
    const { callsTo } = renderLogin({
      '/api/auth/login': () => json({ error: { code: 'unavailable', message: REFUSED } }, 503),
      '/api/auth/sign-in-link': () => json({ error: { code: 'rate_limited', message: waiting } }, 429),
    });
    const user = await fillAndSubmit();
    await user.clear(screen.getByLabelText(/^Email/));
    await user.click(await screen.findByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByText('Email field is required')).toBeInTheDocument();
    expect(callsTo('/api/auth/sign-in-link')).toHaveLength(0);
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'E-mail me a sign-in link' }));
    expect(await screen.findByText(waiting)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Email field is required')).not.toBeInTheDocument());
  });

  it('offers no link for a wrong password', async () => {
    renderLogin({ '/api/auth/login': () => json({ error: { code: 'unauthorized', message: 'Password incorrect', fields: { passwordincorrect: 'Password incorrect' } } }, 401) });
    await fillAndSubmit();
    expect(await screen.findByText('Password incorrect')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'E-mail me a sign-in link' })).not.toBeInTheDocument();
  });
});
