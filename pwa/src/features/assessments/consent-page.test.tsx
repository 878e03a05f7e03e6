import { consentParagraphs } from '@career/scoring/consent/consent-definition';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAssessment } from '../../offline/answer-store';
import { userFixture } from '../../test/fixtures';
import { clearDevice, fakeServer, renderAssessment } from './assessment-test-harness';
import { ConsentPage } from './consent-page';

/** Rendering many Fluent radios can be slow on a busy machine. */
const PATH = '/assess/consent';
const user = userFixture({ _id: 'u-consent', plans: [{ _id: 'essential', name: 'Essential', order: 2, sessions: ['results'], assessments: ['consent', 'neo'] }] });

describe('ConsentPage', () => {
  beforeEach(clearDevice);
  afterEach(() => vi.unstubAllGlobals());

  it("shows the consent text; 'I Agree' saves, finishes, uploads and says 'Consent Complete!'", async () => {
    const server = fakeServer(user);
    vi.stubGlobal('fetch', server.fetch);
    const events = userEvent.setup();
    renderAssessment(user._id, PATH, <ConsentPage />);
    expect(screen.getByText(consentParagraphs(null)[0] ?? '')).toBeInTheDocument();
    await events.click(await screen.findByRole('button', { name: 'I Agree' }));
    expect(await screen.findByText('home page /')).toBeInTheDocument();
    expect(screen.getByTestId('flash')).toHaveTextContent('Consent Complete!');
    const local = await readAssessment(user._id, 'consent');
    expect(local.answers).toEqual({ '0': 'agree' });
    expect(local.finishRequested).toBe(true);
    await waitFor(() => expect(server.assessments.get('consent')?.completed).toBe(true));
  });

  it('offline still gives consent on this device', async () => {
    const server = fakeServer(user);
    vi.stubGlobal('fetch', server.fetch);
    const events = userEvent.setup();
    renderAssessment(user._id, PATH, <ConsentPage />);
    const agree = await screen.findByRole('button', { name: 'I Agree' });
    server.setOffline(true);
    await events.click(agree);
    expect(await screen.findByText('home page /')).toBeInTheDocument();
    expect(screen.getByTestId('flash')).toHaveTextContent('Consent Complete!');
    expect((await readAssessment(user._id, 'consent')).finishRequested).toBe(true);
  });

  it('has no I Agree button once consent is given', async () => {
    const given = userFixture({ ...user, consent: true });
    vi.stubGlobal('fetch', fakeServer(given).fetch);
    renderAssessment(given._id, PATH, <ConsentPage />);
    // A notice's text shows at once and moves into the message bar when its code has loaded.
    await screen.findByText('You have completed this assessment.');
    expect(screen.queryByRole('button', { name: 'I Agree' })).not.toBeInTheDocument();
  });

  it("names the practice's support address from the server, and the contact form while it has none", async () => {
    const server = fakeServer(user);
    const practice = { practiceName: 'Northside Careers', supportEmail: 'help@northside.example.org' };
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).endsWith('/api/content/practice') ? Promise.resolve(Response.json(practice)) : server.fetch(input, init),
    );
    renderAssessment(user._id, PATH, <ConsentPage />);
    expect(screen.getByText('Questions, or a request to see or delete your data: write to us through the contact form on our website.')).toBeInTheDocument();
    expect(await screen.findByText('Questions, or a request to see or delete your data: write to help@northside.example.org.')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/example\.com|career-assessment\.example/);
  });
});
