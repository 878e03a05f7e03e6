import type { ChallengeResponse } from '@career/sync-server/accounts/contract/auth-schemas';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PublicOnly } from '../../app/guards';
import { userFixture } from '../../test/fixtures';
import { json, renderRoutes, stubFetch } from '../../test/render-app';
import { CHECKING_BROWSER } from './proof-status';
import { RegisterPage } from './register-page';

// jsdom has no Web Worker: the solver is replaced.
const solveProof = vi.hoisted(() => vi.fn<(challenge: unknown, signal?: AbortSignal) => Promise<string>>());
vi.mock('./proof-of-work', () => ({ solveProof }));

const PROOF_MESSAGE = 'Your browser needs a quick check before it can sign in right now. Please try again.';
const CHALLENGE: ChallengeResponse['challenge'] = {
  parameters: { algorithm: 'PBKDF2/SHA-256', nonce: 'ab', salt: 'cd', cost: 1000, keyLength: 32, keyPrefix: 'ef', expiresAt: 1 },
  signature: 'sig',
};

const bodyOf = (init?: RequestInit): Record<string, unknown> => JSON.parse(String(init?.body)) as Record<string, unknown>;

describe('the register page', () => {
  beforeEach(() => {
    solveProof.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('checks the browser after a 428 and signs up with the proof', async () => {
    let solved: (proof: string) => void = () => undefined;
    solveProof.mockImplementation(() => new Promise<string>((resolve) => (solved = resolve)));
    let signedUp = false;
    const registers: Record<string, unknown>[] = [];
    vi.stubGlobal(
      'fetch',
      stubFetch({
        '/api/users/current': () => (signedUp ? json(userFixture()) : json({ error: { code: 'unauthorized', message: 'Please log in to continue.' } }, 401)),
        '/api/auth/challenge': () => json({ challenge: CHALLENGE }),
        '/api/auth/register': (init) => {
          registers.push(bodyOf(init));
          if (registers.length === 1) return json({ error: { code: 'proof_required', message: PROOF_MESSAGE } }, 428);
          signedUp = true;
          return json({ userId: 'u1' }, 201);
        },
      }),
    );
    renderRoutes(
      <>
        <Route element={<PublicOnly />}>
          <Route path="/register" element={<RegisterPage />} />
        </Route>
        <Route path="/plans" element={<p>plans page</p>} />
      </>,
      { at: '/register' },
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^First Name/), 'Ada');
    await user.type(screen.getByLabelText(/^Last Name/), 'Lovelace');
    await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.type(screen.getByLabelText(/^Confirm Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText(CHECKING_BROWSER)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Up' })).toHaveAttribute('aria-disabled', 'true');
    expect(solveProof).toHaveBeenCalledWith(CHALLENGE, expect.any(AbortSignal));
    solved('PROOF');
    expect(await screen.findByText('plans page')).toBeInTheDocument();
    expect(registers).toHaveLength(2);
    expect(registers[0]).not.toHaveProperty('proof');
    expect(registers[1]).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', proof: 'PROOF' });
  });
});
