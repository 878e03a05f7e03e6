import { readinessDefinition } from '@career/scoring/readiness/readiness-definition';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readAssessment, saveAnswer } from '../../offline/answer-store';
import { userFixture } from '../../test/fixtures';
import { fakeServer, freshDeviceForEachTest, renderAssessment } from './assessment-test-harness';
import { ReadinessPage } from './readiness-page';

/** Rendering many Fluent radios can be slow on a busy machine. */
const PATH = '/assess/readiness-for-change';
const user = userFixture({ _id: 'u-readiness', plans: [{ _id: 'free', name: 'Free', order: 1, sessions: [], assessments: ['readiness-for-change'] }] });

function question(number: number) {
  const item = readinessDefinition.items[number - 1];
  return screen.getByRole('radiogroup', { name: `${number}. ${item?.text ?? ''}` });
}

describe('ReadinessPage', () => {
  freshDeviceForEachTest();

  it('shows the intro, then saves each choice on the device and updates the progress bar', async () => {
    vi.stubGlobal('fetch', fakeServer(user).fetch);
    const events = userEvent.setup();
    renderAssessment(user._id, PATH, <ReadinessPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Readiness for Change' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'What is it?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Why is it used?' })).toBeInTheDocument();
    expect(screen.getByText('Time to complete: 5 minutes')).toBeInTheDocument();
    expect(await screen.findByText('0 of 12 answered')).toBeInTheDocument();

    await events.click(within(question(1)).getByRole('radio', { name: 'Agree' }));
    expect(await screen.findByText('1 of 12 answered')).toBeInTheDocument();
    expect(within(question(1)).getByRole('radio', { name: 'Agree' })).toBeChecked();
    await waitFor(async () => expect((await readAssessment(user._id, 'readiness-for-change')).answers).toEqual({ '0': '1' }));
    expect(screen.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '0.08');
  });

  it("says how many are left on I'm Finished and moves focus to the first unanswered question", async () => {
    vi.stubGlobal('fetch', fakeServer(user).fetch);
    await saveAnswer(user._id, 'readiness-for-change', '0', '2', 12);
    const events = userEvent.setup();
    renderAssessment(user._id, PATH, <ReadinessPage />);
    expect(await screen.findByText('1 of 12 answered')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: "I'm Finished" }));
    // A notice's text shows at once and moves into the message bar when its code has loaded.
    await screen.findByText('Please answer every question before finishing (11 left).');
    await waitFor(() => expect(question(2)).toContainElement(document.activeElement as HTMLElement));
    expect((await readAssessment(user._id, 'readiness-for-change')).finishRequested).toBe(false);
  });

  it('finishes online with Answers Saved! and goes home', async () => {
    const server = fakeServer(user);
    vi.stubGlobal('fetch', server.fetch);
    await Promise.all(readinessDefinition.items.map((_, index) => saveAnswer(user._id, 'readiness-for-change', String(index), '0', 12)));
    const events = userEvent.setup();
    renderAssessment(user._id, PATH, <ReadinessPage />);
    expect(await screen.findByText('12 of 12 answered')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: "I'm Finished" }));
    expect(await screen.findByText('home page /')).toBeInTheDocument();
    expect(screen.getByTestId('flash')).toHaveTextContent('Answers Saved!');
    expect(server.assessments.get('readiness-for-change')?.completed).toBe(true);
  });

  it("finishes when I'm Finished follows the last answer at once (before the device store is read back)", async () => {
    const server = fakeServer(user);
    vi.stubGlobal('fetch', server.fetch);
    await Promise.all(readinessDefinition.items.slice(0, 11).map((_, index) => saveAnswer(user._id, 'readiness-for-change', String(index), '0', 12)));
    renderAssessment(user._id, PATH, <ReadinessPage />);
    expect(await screen.findByText('11 of 12 answered')).toBeInTheDocument();
    // Two clicks in the same moment, as a fast hand or a busy machine gives them.
    fireEvent.click(within(question(12)).getByRole('radio', { name: 'Agree' }));
    fireEvent.click(screen.getByRole('button', { name: "I'm Finished" }));
    expect(await screen.findByText('home page /')).toBeInTheDocument();
    expect(screen.getByTestId('flash')).toHaveTextContent('Answers Saved!');
    expect(screen.queryByText(/Please answer every question/)).not.toBeInTheDocument();
    expect(server.assessments.get('readiness-for-change')?.completed).toBe(true);
  });

  it('Save & Exit offline keeps the answers on the device and says so', async () => {
    const server = fakeServer(user);
    vi.stubGlobal('fetch', server.fetch);
    const events = userEvent.setup();
    renderAssessment(user._id, PATH, <ReadinessPage />);
    expect(await screen.findByText('0 of 12 answered')).toBeInTheDocument();
    server.setOffline(true);
    await events.click(within(question(3)).getByRole('radio', { name: 'Strongly Agree' }));
    await events.click(screen.getByRole('button', { name: 'Save & Exit' }));
    expect(await screen.findByText('home page /')).toBeInTheDocument();
    expect(screen.getByTestId('flash')).toHaveTextContent('Saved on this device. Your answers will upload when you are back online.');
    expect((await readAssessment(user._id, 'readiness-for-change')).answers).toEqual({ '2': '2' });
  });

  it('shows a refused upload and stays on the page', async () => {
    const server = fakeServer(user);
    server.refuseWith('answer out of range');
    vi.stubGlobal('fetch', server.fetch);
    const events = userEvent.setup();
    renderAssessment(user._id, PATH, <ReadinessPage />);
    expect(await screen.findByText('0 of 12 answered')).toBeInTheDocument();
    await events.click(within(question(1)).getByRole('radio', { name: 'Unsure' }));
    await events.click(screen.getByRole('button', { name: 'Save & Exit' }));
    expect(await screen.findAllByText('Failed to save answers - error: answer out of range')).not.toHaveLength(0);
    expect(screen.queryByText('home page /')).not.toBeInTheDocument();
  });

  it('is read-only once completed on the server', async () => {
    const completed = userFixture({
      ...user,
      assessmentData: [{ _id: 'readiness-for-change', version: '1.0.0', answers: [], completed: true, completedAt: '2026-11-22T10:00:00.000Z', questionsAnswered: 12, results: null }],
    });
    vi.stubGlobal('fetch', fakeServer(completed).fetch);
    renderAssessment(completed._id, PATH, <ReadinessPage />);
    // A notice's text shows at once and moves into the message bar when its code has loaded.
    await screen.findByText('You have completed this assessment.');
    for (const radio of within(question(1)).getAllByRole('radio')) expect(radio).toBeDisabled();
    expect(screen.queryByRole('button', { name: "I'm Finished" })).not.toBeInTheDocument();
  });
});
