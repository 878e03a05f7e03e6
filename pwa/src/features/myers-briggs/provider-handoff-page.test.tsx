import { screen } from '@testing-library/react';
import { Route, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../test/render-app';
import { markHandoff } from './handoff-mark';
import { ProviderHandoffPage } from './provider-handoff-page';

const WAIT = { timeout: 10_000 };

function Where() {
  const { pathname } = useLocation();
  return <p>at {pathname}</p>;
}

function renderHandoff() {
  return renderRoutes(
    <>
      <Route path="/myer-briggs" element={<ProviderHandoffPage />} />
      <Route path="/assess/myers-briggs" element={<Where />} />
    </>,
    { at: '/myer-briggs/?userId=u1' },
  );
}

describe('ProviderHandoffPage', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('posts the login token to the provider in a hidden form', async () => {
    vi.stubGlobal('fetch', async () => json({ accessToken: 'tok_0123456789abcdef', loginUrl: 'http://localhost/elevate-sim/login', resourceUrl: '/elevate-sim/tests', returnUrl: 'http://localhost/assess/myers-briggs?returned=1' }));
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    renderHandoff();
    await vi.waitFor(() => expect(submit).toHaveBeenCalledTimes(1), WAIT);
    const form = document.querySelector('form[action="http://localhost/elevate-sim/login"]') as HTMLFormElement;
    expect(form.method).toBe('post');
    expect(Object.fromEntries(new FormData(form))).toEqual({ bearer_token: 'tok_0123456789abcdef', resource_url: '/elevate-sim/tests', returnUrl: 'http://localhost/assess/myers-briggs?returned=1' });
    submit.mockRestore();
  });

  it("shows the server's message, or the spec's fallback, when no token comes", async () => {
    vi.stubGlobal('fetch', async () => json({ error: { code: 'forbidden', message: 'Please verify your phone number first.' } }, 403));
    renderHandoff();
    expect(await screen.findByText('Please verify your phone number first.', {}, WAIT)).toBeInTheDocument();
  });

  it('back from the provider with the Back button: to the Myers-Briggs page, without a second token', async () => {
    const fetch = vi.fn(async () => json({}));
    vi.stubGlobal('fetch', fetch);
    markHandoff();
    renderHandoff();
    expect(await screen.findByText('at /assess/myers-briggs', {}, WAIT)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
