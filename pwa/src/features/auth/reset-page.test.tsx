import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, stubFetch } from '../../test/render-app';
import { DEAD_LINK_TEXT, ResetPage, SetPasswordPage } from './reset-page';

const TOKEN = 'tok_0123456789abcdef0123';

/** The page at its address; the server says `state` of the link. */
function renderPage(state: string, at = `/set-password/${TOKEN}`) {
  const asked: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    stubFetch({
      '/api/auth/reset/status': (init) => {
        asked.push(JSON.parse(String(init?.body)));
        return state === 'malformed' ? json({ error: { code: 'validation', message: 'Please correct the highlighted fields.', fields: { token: 'Reset link is invalid' } } }, 400) : json({ state });
      },
    }),
  );
  const rendered = renderRoutes(
    <>
      <Route path="/set-password/:token" element={<SetPasswordPage />} />
      <Route path="/reset/:token" element={<ResetPage />} />
    </>,
    { at },
  );
  return { asked, unmount: rendered.unmount };
}

afterEach(() => vi.unstubAllGlobals());

describe('the password link page', () => {
  it('says "Set your password" for the link create-admin prints, once the server says the link can be used', async () => {
    const { asked } = renderPage('usable');
    expect(await screen.findByRole('button', { name: 'Set Password' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Set your password' })).toBeInTheDocument();
    expect(screen.queryByText(/reset/i)).toBeNull();
    expect(asked).toEqual([{ token: TOKEN }]);
  });

  it('keeps the reset words for an e-mailed reset link', async () => {
    renderPage('usable', `/reset/${TOKEN}`);
    expect(await screen.findByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
  });

  it('says a used, expired or unknown link is so before anyone types a password, with the way on', async () => {
    for (const [state, text] of [
      ['used', DEAD_LINK_TEXT.used],
      ['expired', DEAD_LINK_TEXT.expired],
      ['invalid', DEAD_LINK_TEXT.invalid],
      ['malformed', DEAD_LINK_TEXT.invalid],
    ] as const) {
      const { unmount } = renderPage(state);
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByLabelText('New Password')).toBeNull();
      expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot');
      unmount();
      vi.unstubAllGlobals();
    }
    expect(DEAD_LINK_TEXT.used).toMatch(/^This link was already used/);
  });
});
