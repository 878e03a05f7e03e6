import { ACCOUNT_NOT_DELETED_MESSAGE } from '@career/sync-server/accounts/contract/account-schemas';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../test/render-app';
import { AccountDataSection } from './account-data-section';

const leave = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('./leave-deleted-account', () => ({ leaveDeletedAccount: leave }));

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Answers fetch by method and path, recording each call. */
function stubServer(handlers: Record<string, () => Response | Promise<Response>>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const method = init?.method ?? 'GET';
      calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const handler = handlers[`${method} ${path}`];
      if (!handler) throw new Error(`unexpected fetch ${method} ${path}`);
      return handler();
    }),
  );
  return calls;
}

function renderSection(admin = false) {
  return renderRoutes(<Route path="/profile" element={<AccountDataSection userId="u1" admin={admin} />} />, { at: '/profile' });
}

describe('the profile’s data section', () => {
  const saved: { name: string; blob: Blob }[] = [];
  beforeEach(() => {
    leave.mockClear();
    saved.length = 0;
    let blob: Blob | undefined;
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: (value: Blob) => ((blob = value), 'blob:export') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      if (blob) saved.push({ name: this.download, blob });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('downloads the export as the file the server names, showing that it is busy meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined;
    stubServer({
      'GET /api/users/current/export': () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    });
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByRole('button', { name: 'Preparing your data...' })).toHaveAttribute('aria-disabled', 'true');
    answer(new Response('{"account":{"id":"u1"}}', { headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="my-career-assessment-data-2026-11-22.json"' } }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]?.name).toBe('my-career-assessment-data-2026-11-22.json');
    expect(await saved[0]?.blob.text()).toBe('{"account":{"id":"u1"}}');
    expect(await screen.findByRole('button', { name: 'Download my data' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('says why a download failed, and offers the printable results report', async () => {
    stubServer({ 'GET /api/users/current/export': () => json({ error: { code: 'unavailable', message: 'The server is busy. Please try again.' } }, 503) });
    renderSection();
    expect(screen.getByRole('link', { name: 'printable results report' })).toHaveAttribute('href', '/results');
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('The server is busy. Please try again.')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it('deletes the account only with the right password, saying what was wrong, then leaves it behind', async () => {
    let right = false;
    const calls = stubServer({
      'DELETE /api/users/current': () =>
        right
          ? json({ message: 'Account deleted' })
          : json({ error: { code: 'validation', message: ACCOUNT_NOT_DELETED_MESSAGE, fields: { password: 'Password incorrect' } } }, 400),
    });
    renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    expect(await screen.findByRole('heading', { name: 'Delete your account?' })).toBeInTheDocument();

    // Nothing typed: asked for, nothing sent.
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Password field is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    // A wrong password: the server's words, under the field and above the buttons; the dialog stays.
    await userEvent.type(screen.getByLabelText(/Password/), 'not-it');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Password incorrect')).toBeInTheDocument();
    expect(screen.getByText(ACCOUNT_NOT_DELETED_MESSAGE)).toBeInTheDocument();
    expect(leave).not.toHaveBeenCalled();

    // The right one, sent with Enter from the field.
    right = true;
    await userEvent.clear(screen.getByLabelText(/Password/));
    await userEvent.type(screen.getByLabelText(/Password/), 'the-right-one{Enter}');
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(leave).toHaveBeenCalledWith('u1', expect.anything());
    expect(calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['DELETE', '/api/users/current', { password: 'not-it' }],
      ['DELETE', '/api/users/current', { password: 'the-right-one' }],
    ]);
  });

  it('cancels without deleting, and offers no deletion to an admin', async () => {
    const calls = stubServer({});
    const { unmount } = renderSection();
    await userEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Delete your account?' })).not.toBeInTheDocument());
    expect(calls).toHaveLength(0);
    unmount();

    renderSection(true);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete account' })).not.toBeInTheDocument();
    expect(screen.getByText(/Admin accounts cannot be deleted here/)).toBeInTheDocument();
  });
});
