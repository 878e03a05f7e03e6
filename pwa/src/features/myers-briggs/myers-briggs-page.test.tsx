import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onUnauthorized } from '../../api/api-client';
import { findDialogTitled } from '../../test/dialog-titled';
import { userFixture } from '../../test/fixtures';
import { json, renderRoutes } from '../../test/render-app';
import { HomeProbe } from '../assessments/assessment-test-harness';
import { useFlash } from '../../flash/flash-context';
import { BOTH_TESTS_MESSAGE, MyersBriggsPage } from './myers-briggs-page';

const WAIT = { timeout: 20_000 };
const user = userFixture({
  _id: 'u-mb',
  consent: true,
  plans: [{ _id: 'essential', name: 'Essential', order: 2, sessions: ['results'], assessments: ['consent', 'neo', 'career-values', 'myers-briggs'] }],
  leanAssessmentData: [{ id: 'myers-briggs', completed: false, completedAt: null, gender: null, MBTI: false, SII: false }],
});

type Reply = { status: number; body: unknown };
const error = (status: number, code: string, message: string): Reply => ({ status, body: { error: { code, message } } });

/** A fake server: a queue of replies per path, and every request body it got. */
function server(replies: Record<string, Reply[]>) {
  const calls: { path: string; body: unknown }[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    if (url.pathname === '/api/users/current') return json(user);
    calls.push({ path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    const reply = replies[url.pathname]?.shift() ?? { status: 200, body: { saved: true } };
    return json(reply.body, reply.status);
  };
  return { fetch, calls };
}

/**
 * The last answers the page sent. Not simply the last request: the app also reads (without a body)
 * when it likes, and under load such a read came after the save and hid it from the test.
 */
const lastAnswersSent = (fake: ReturnType<typeof server>) => fake.calls.filter((call) => call.path === '/api/answers').at(-1)?.body;

/**
 * A button by its name, inside a dialog too: in jsdom Fluent's focus manager can leave an open
 * dialog marked aria-hidden (no layout, so focus does not move in); the browser test
 * (e2e/myers-briggs.spec.ts) finds the same controls by role in Chromium.
 */
function button(name: string): HTMLElement {
  const found = screen.getAllByRole('button', { name, hidden: true });
  if (found.length !== 1) throw new Error(`expected one '${name}' button, found ${found.length}`);
  return found[0] as HTMLElement;
}

function HandoffProbe() {
  const { pathname, search } = useLocation();
  return <p>handoff {pathname + search}</p>;
}

function FlashProbe() {
  const { flash } = useFlash();
  return flash ? <p data-testid="flash">{flash.text}</p> : null;
}

function renderPage() {
  return renderRoutes(
    <>
      <Route
        path="/assess/myers-briggs"
        element={
          <>
            <MyersBriggsPage />
            <FlashProbe />
          </>
        }
      />
      <Route path="/myer-briggs" element={<HandoffProbe />} />
      <Route path="/" element={<HomeProbe />} />
    </>,
    { at: '/assess/myers-briggs' },
  );
}

describe('MyersBriggsPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('wants a gender first, then the phone number (US, +1 fixed) and the texted code, then opens the provider', async () => {
    const fake = server({
      '/api/auth/verify-number': [error(401, 'phone_taken', 'phone number already registered'), { status: 200, body: { message: 'otp sent successfully' } }],
      '/api/auth/verify-otp': [error(402, 'otp_invalid', 'OTP is Invalid'), error(403, 'otp_expired', 'OTP expires'), { status: 200, body: { message: 'otp matched' } }],
    });
    vi.stubGlobal('fetch', fake.fetch);
    const signedOut = vi.fn();
    const stop = onUnauthorized(signedOut);
    const events = userEvent.setup();
    renderPage();

    await events.click(await screen.findByRole('button', { name: 'Go to Myers Briggs' }, WAIT));
    expect(screen.getByText('Please choose a gender')).toBeInTheDocument();
    await events.click(screen.getByRole('radio', { name: 'Female' }));
    await waitFor(() => expect(fake.calls).toContainEqual({ path: '/api/answers', body: { userId: 'u-mb', assessmentId: 'myers-briggs', totalQuestions: 1, answers: ['f'], markComplete: false } }));
    expect(screen.queryByText('Please choose a gender')).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Go to Myers Briggs' }));
    const phone = await screen.findByLabelText(/Phone number/, {}, WAIT);
    await events.type(phone, '555-0123');
    await events.click(button('Send code'));
    expect(await screen.findByText('Invalid number', {}, WAIT)).toBeInTheDocument();
    await events.clear(phone);
    await events.type(phone, '(201) 555-0123');
    await events.click(button('Send code'));
    expect(await screen.findByText('phone number already registered', {}, WAIT)).toBeInTheDocument();
    expect(signedOut).not.toHaveBeenCalled();
    await events.click(button('Send code'));

    const code = await screen.findByLabelText(/One-time code/, {}, WAIT);
    expect(fake.calls.filter((call) => call.path === '/api/auth/verify-number').at(-1)?.body).toEqual({ phoneNumber: '12015550123', userId: 'u-mb' });
    await events.type(code, '123');
    await events.click(button('Verify'));
    expect(await screen.findByText('The OTP should consist of 6 digits', {}, WAIT)).toBeInTheDocument();
    await events.type(code, '456');
    await events.click(button('Verify'));
    expect(await screen.findByText('OTP is Invalid', {}, WAIT)).toBeInTheDocument();
    await events.click(button('Verify'));
    expect(await screen.findByText('OTP expires', {}, WAIT)).toBeInTheDocument();
    await events.click(button('Verify'));
    expect(await screen.findByText('handoff /myer-briggs/?userId=u-mb', {}, WAIT)).toBeInTheDocument();
    stop();
  }, 90_000);

  it("'I'm Finished' asks 'Are You Sure?'; the 444 answer shows the spec's message", async () => {
    const fake = server({ '/api/answers': [{ status: 200, body: { saved: true } }, error(444, 'provider_results_missing', 'x')] });
    vi.stubGlobal('fetch', fake.fetch);
    const events = userEvent.setup();
    renderPage();
    await events.click(await screen.findByRole('radio', { name: 'Male' }, WAIT));
    // The choice is saved (and the user read again) before the client goes on, as a person would see it kept.
    await waitFor(() => expect(lastAnswersSent(fake)).toMatchObject({ answers: ['m'] }), WAIT);
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked(), WAIT);
    // The buttons wait while the choice is saved: a click on a disabled button does nothing (seen under load).
    await waitFor(() => expect(screen.getByRole('button', { name: "I'm Finished" })).toBeEnabled(), WAIT);
    await events.click(screen.getByRole('button', { name: "I'm Finished" }));
    expect(await findDialogTitled('Are You Sure?', WAIT)).toHaveTextContent(/Submit this step as finished\?/);
    await events.click(button("Yes, I'm Finished"));
    await waitFor(() => expect(lastAnswersSent(fake)).toMatchObject({ answers: ['m'], markComplete: true }), WAIT);
    await waitFor(() => expect(screen.getByTestId('flash')).toHaveTextContent(BOTH_TESTS_MESSAGE), WAIT);
  }, 60_000);

  it('says plainly that it needs the network when offline', async () => {
    vi.stubGlobal('fetch', server({}).fetch);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderPage();
    expect(await screen.findByText(/This step needs an internet connection/, {}, WAIT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to Myers Briggs' })).toBeDisabled();
    vi.restoreAllMocks();
  });
});
