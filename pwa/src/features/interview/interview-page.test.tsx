import { INTERVIEW_QUESTIONS_V2 } from '@career/scoring/interview/interview-questions-v2';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readAssessment, saveAnswers, setPage } from '../../offline/answer-store';
import { userFixture } from '../../test/fixtures';
import { fakeServer, freshDeviceForEachTest, renderAssessment } from '../assessments/assessment-test-harness';
import { InterviewPage } from './interview-page';

/** Rendering many Fluent controls can be slow on a busy machine. */
const PATH = '/assess/interview';
const TOTAL = 52;
const user = userFixture({
  _id: 'u-interview',
  consent: true,
  plans: [{ _id: 'premium', name: 'Premium', order: 3, sessions: ['interview', 'results'], assessments: ['consent', 'interview'] }],
});

/** The text of question n (1-based). */
function text(number: number): string {
  return INTERVIEW_QUESTIONS_V2.questions.questions[number - 1]?.question ?? '';
}

async function openAt(section: number, answers: Record<string, unknown> = {}) {
  await saveAnswers(user._id, 'interview', answers, TOTAL);
  if (section > 0) await setPage(user._id, 'interview', section, TOTAL);
  renderAssessment(user._id, PATH, <InterviewPage />);
  await screen.findByText(`Section ${section + 1} of 7`);
}

async function stored() {
  return (await readAssessment(user._id, 'interview')).answers;
}

describe('InterviewPage', () => {
  freshDeviceForEachTest();

  it('shows the intro and the first section, and moves between sections', async () => {
    vi.stubGlobal('fetch', fakeServer(user).fetch);
    const events = userEvent.setup();
    await openAt(0);
    expect(screen.getByRole('heading', { level: 1, name: 'Psychosocial Interview' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Getting Started' })).toBeInTheDocument();
    expect(screen.getByText('What brings you here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous Section' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: "I'm Finished" })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Next Section' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Education' })).toHaveFocus();
    await waitFor(async () => expect((await readAssessment(user._id, 'interview')).page).toBe(1));
    await events.click(screen.getByRole('button', { name: 'Previous Section' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Getting Started' })).toBeInTheDocument();
  });

  it('shows questions by their showIf conditions and clears the answers of questions it hides', async () => {
    vi.stubGlobal('fetch', fakeServer(user).fetch);
    const events = userEvent.setup();
    await openAt(1);
    expect(screen.queryByRole('group', { name: text(6) })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: text(10) })).not.toBeInTheDocument();

    await events.click(within(screen.getByRole('radiogroup', { name: text(5) })).getByRole('radio', { name: "Bachelor's degree" }));
    const qualification = await screen.findByRole('group', { name: text(6) });
    await events.type(within(qualification).getByRole('textbox', { name: 'Subject or major' }), 'History');
    await waitFor(async () => expect((await stored())['6']).toEqual(['', 'History', '']));

    await events.click(within(screen.getByRole('radiogroup', { name: text(5) })).getByRole('radio', { name: 'Some high school' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: text(6) })).not.toBeInTheDocument());
    await waitFor(async () => expect(await stored()).toEqual({ '5': { selection: 'Some high school' } }));

    await events.click(within(screen.getByRole('radiogroup', { name: text(9) })).getByRole('radio', { name: 'Yes, part-time' }));
    expect(await screen.findByRole('textbox', { name: text(10) })).toBeInTheDocument();
  });

  it("shows a text input for 'Other' and saves its text as typed", async () => {
    vi.stubGlobal('fetch', fakeServer(user).fetch);
    const events = userEvent.setup();
    await openAt(0);
    const situation = screen.getByRole('group', { name: text(2) });
    expect(within(situation).queryByRole('textbox', { name: 'Other (please specify)' })).not.toBeInTheDocument();
    await events.click(within(screen.getByRole('radiogroup', { name: text(2) })).getByRole('radio', { name: 'Other' }));
    await events.type(await within(situation).findByRole('textbox', { name: 'Other (please specify)' }), 'Sabbatical');
    await waitFor(async () => expect((await stored())['2']).toEqual({ selection: 'Other', other: 'Sabbatical' }));

    const hopes = screen.getByRole('group', { name: text(3) });
    await events.click(within(hopes).getByRole('checkbox', { name: 'Help with finding a job' }));
    await events.click(within(hopes).getByRole('checkbox', { name: 'Other' }));
    await waitFor(async () => expect((await stored())['3']).toEqual({ 'Help with finding a job': true, Other: true }));
    await events.type(within(hopes).getByRole('textbox', { name: 'Other (please specify)' }), 'Balance');
    await waitFor(async () => expect((await stored())['3']).toEqual({ 'Help with finding a job': true, Other: 'Balance' }));
    expect(screen.getByText('2 of 52 answered')).toBeInTheDocument();
  });

  it('validates numbers, limits and required fields, and will not move on until they are fixed', async () => {
    vi.stubGlobal('fetch', fakeServer(user).fetch);
    const events = userEvent.setup();
    await openAt(2, { '13': { selection: 'Yes' } });
    const years = screen.getByRole('textbox', { name: text(14) });
    await events.type(years, 'ab');
    expect(await screen.findByText('Not a valid number.')).toBeInTheDocument();
    expect(years).toHaveAttribute('aria-invalid', 'true');
    expect(years).toHaveAccessibleDescription(/Not a valid number\./);
    await events.type(years, 'c');
    expect(await screen.findByText('Text exceeds 2 character limit by 1 characters.')).toBeInTheDocument();
    // Required fields say so only once the user tries to move on.
    expect(screen.queryByText('Field is required.')).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Next Section' }));
    await waitFor(() => expect(years).toHaveFocus());
    expect(screen.getByRole('heading', { level: 2, name: 'Work History' })).toBeInTheDocument();
    const job = screen.getByRole('group', { name: text(15) });
    expect(within(job).getAllByText('Field is required.')).toHaveLength(3);
    expect(within(job).getByRole('textbox', { name: 'Job title' })).toHaveAccessibleDescription('Field is required.');

    await events.clear(years);
    await events.type(years, '12');
    expect(screen.queryByText('Not a valid number.')).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Next Section' }));
    await waitFor(() => expect(within(job).getByRole('textbox', { name: 'Job title' })).toHaveFocus());

    for (const [label, value] of [['Job title', 'Nurse'], ['Employer or industry', 'Health'], ['From and to (years, or "now")', '2015-now']] as const) {
      await events.type(within(job).getByRole('textbox', { name: label }), value);
    }
    expect(within(job).queryByText('Field is required.')).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Next Section' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Family' })).toBeInTheDocument();
    await waitFor(async () => expect(await stored()).toMatchObject({ '14': '12', '15': ['Nurse', 'Health', '2015-now'] }));
  });

  it('Save & Exit offline writes the text still being typed and keeps it on the device', async () => {
    const server = fakeServer(user);
    vi.stubGlobal('fetch', server.fetch);
    const events = userEvent.setup();
    await openAt(0);
    server.setOffline(true);
    await events.type(screen.getByRole('textbox', { name: text(1) }), 'A new start');
    await events.click(screen.getByRole('button', { name: 'Save & Exit' }));
    expect(await screen.findByText('home page /')).toBeInTheDocument();
    expect(screen.getByTestId('flash')).toHaveTextContent('Saved on this device. Your answers will upload when you are back online.');
    expect(await stored()).toEqual({ '1': 'A new start' });
  });

  it('restores the section and every answer after a reload', async () => {
    vi.stubGlobal('fetch', fakeServer(user).fetch);
    await openAt(1, { '5': { selection: 'Other', other: 'Apprenticeship' }, '6': ['Diploma', 'Carpentry', 'City College'], '7': 'Woodwork' });
    expect(screen.getByRole('heading', { level: 2, name: 'Education' })).toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup', { name: text(5) })).getByRole('radio', { name: 'Other' })).toBeChecked();
    expect(within(screen.getByRole('group', { name: text(5) })).getByRole('textbox', { name: 'Other (please specify)' })).toHaveValue('Apprenticeship');
    expect(within(screen.getByRole('group', { name: text(6) })).getByRole('textbox', { name: 'Subject or major' })).toHaveValue('Carpentry');
    expect(screen.getByRole('textbox', { name: text(7) })).toHaveValue('Woodwork');
    expect(screen.getByText('3 of 52 answered')).toBeInTheDocument();
  });

  it("finishes from the last section once its required fields are filled, without hidden answers", async () => {
    const server = fakeServer(user);
    vi.stubGlobal('fetch', server.fetch);
    const events = userEvent.setup();
    // Question 6 was answered before question 5 hid it (e.g. on another device).
    await openAt(6, { '1': 'Change', '5': { selection: 'Some high school' }, '6': ['A', 'B', 'C'] });
    expect(screen.getByRole('heading', { level: 2, name: 'Goals' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next Section' })).not.toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: "I'm Finished" }));
    const goals = screen.getByRole('group', { name: text(47) });
    await waitFor(() => expect(within(goals).getByRole('textbox', { name: 'Goal 1' })).toHaveFocus());
    expect(within(goals).getAllByText('Field is required.')).toHaveLength(3);
    for (const label of ['Goal 1', 'Goal 2', 'Goal 3']) await events.type(within(goals).getByRole('textbox', { name: label }), `${label} text`);
    await events.click(screen.getByRole('button', { name: "I'm Finished" }));
    expect(await screen.findByText('home page /')).toBeInTheDocument();
    expect(screen.getByTestId('flash')).toHaveTextContent('Answers Saved!');
    const saved = server.assessments.get('interview');
    expect(saved?.completed).toBe(true);
    expect(saved?.answers['1']?.value).toBe('Change');
    expect(saved?.answers['6']?.value ?? null).toBeNull();
    expect(saved?.answers['47']?.value).toEqual(['Goal 1 text', 'Goal 2 text', 'Goal 3 text']);
  });

  it("takes I'm Finished to the first problem in an earlier section", async () => {
    const server = fakeServer(user);
    vi.stubGlobal('fetch', server.fetch);
    const events = userEvent.setup();
    await openAt(6, { '13': { selection: 'Yes' }, '14': 'many', '47': ['a', 'b', 'c'] });
    await events.click(screen.getByRole('button', { name: "I'm Finished" }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Work History' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: text(14) })).toHaveFocus());
    expect(screen.getByText('Not a valid number.')).toBeInTheDocument();
    expect((await readAssessment(user._id, 'interview')).finishRequested).toBe(false);
    expect(server.assessments.get('interview')?.completed ?? false).toBe(false);
  });

  it('is read-only once completed', async () => {
    const completed = userFixture({
      ...user,
      assessmentData: [{ _id: 'interview', version: '2', answers: [], completed: true, completedAt: '2026-11-22T10:00:00.000Z', questionsAnswered: 1, results: null }],
    });
    vi.stubGlobal('fetch', fakeServer(completed).fetch);
    await openAt(0, { '1': 'Change' });
    await screen.findByText('You have completed this assessment.');
    expect(screen.getByRole('textbox', { name: text(1) })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save & Exit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Dashboard' })).toBeInTheDocument();
  });
});
