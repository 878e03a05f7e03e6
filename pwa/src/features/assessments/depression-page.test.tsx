import { depressionDefinition } from '@career/scoring/depression/depression-definition';
import { selfHarmIndexOf } from '@career/scoring/depression/safety-level';
import type { ResultTextsDto } from '@career/sync-server/public/contract/result-texts-schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readAssessment, saveAnswer } from '../../offline/answer-store';
import { saveProfile } from '../../offline/profile-cache';
import { userFixture } from '../../test/fixtures';
import { PROFILE_CACHED_FLAG } from '../auth/current-user-query';
import { clearDevice, fakeServer, renderAssessment } from './assessment-test-harness';
import { DepressionPage } from './depression-page';
import { questionDomId } from './question-focus';

/** Rendering many Fluent radios can be slow on a busy machine. */
const user = userFixture({ _id: 'u-depression' });
const PATH = '/assess/depression-screening';
const ID = 'depression-screening';
const TOTAL = depressionDefinition.items.length;
const SELF_HARM = selfHarmIndexOf();
const { thoughts, plans } = depressionDefinition.safetyCards;

/** The radio group of group `number` (1-based). */
function group(number: number) {
  const item = depressionDefinition.items[number - 1];
  return screen.getByRole('radiogroup', { name: `${number}. ${item?.text ?? ''}` });
}

/** Chooses the statement valued `value` ('0'..'3') in group `number`. */
async function choose(events: ReturnType<typeof userEvent.setup>, number: number, value: string) {
  const label = depressionDefinition.items[number - 1]?.options[Number(value)]?.label ?? '';
  await events.click(within(group(number)).getByRole('radio', { name: label }));
}

function follows(first: Node, second: Node): boolean {
  return (first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
}

const CONTENT: ResultTextsDto = {
  depression: {
    crisis: {
      title: 'You are not alone',
      body: 'The practice wrote this. Please reach out to one of these lines.',
      urgent: { title: 'Please call now: you matter', body: 'The practice wrote this too. Call 988 now.' },
      resources: [
        { name: '988 Suicide & Crisis Lifeline', contact: 'Call or text 988', href: 'tel:988' },
        { name: 'Find a helpline', contact: 'findahelpline.com', href: 'https://findahelpline.com' },
      ],
    },
  },
};

describe('DepressionPage', () => {
  beforeEach(clearDevice);
  afterEach(() => vi.unstubAllGlobals());

  it('shows each group with its 4 statements as options and stores the chosen score', async () => {
    vi.stubGlobal('fetch', fakeServer(user).fetch);
    const events = userEvent.setup();
    renderAssessment(user._id, PATH, <DepressionPage />);
    expect(await screen.findByText('0 of 21 answered')).toBeInTheDocument();
    expect(screen.getAllByRole('radiogroup')).toHaveLength(21);
    const first = depressionDefinition.items[0];
    const firstGroup = screen.getByRole('radiogroup', { name: `1. ${first?.text ?? ''}` });
    expect(within(firstGroup).getAllByRole('radio')).toHaveLength(4);
    await events.click(within(firstGroup).getByRole('radio', { name: first?.options[2]?.label ?? '' }));
    expect(await screen.findByText('1 of 21 answered')).toBeInTheDocument();
    await waitFor(async () => expect((await readAssessment(user._id, ID)).answers).toEqual({ '0': '2' }));
    expect(screen.queryByTestId('crisis-card')).not.toBeInTheDocument();
  });

  it("shows the crisis card right after group 9, before group 10, once group 9 is answered above its first statement, and hides it on '0'", async () => {
    vi.stubGlobal('fetch', fakeServer(user).fetch);
    const events = userEvent.setup();
    renderAssessment(user._id, PATH, <DepressionPage />);
    expect(await screen.findByText('0 of 21 answered')).toBeInTheDocument();
    // The polite live region is there, empty, before any card: a screen reader then reads the card when it appears.
    const live = screen.getByTestId('crisis-live-region');
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toBeEmptyDOMElement();
    expect(document.getElementById(questionDomId(SELF_HARM))?.nextElementSibling).toBe(live);

    await choose(events, 9, '1');
    const card = await screen.findByRole('region', { name: thoughts.title });
    expect(within(card).getByRole('heading', { name: thoughts.title })).toBeInTheDocument();
    expect(within(card).getByText(thoughts.body)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call or text 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(card).getByRole('link', { name: 'Text HOME to 741741' })).toHaveAttribute('href', 'sms:741741');
    expect(within(card).getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    expect(card.closest('[aria-live="polite"]')).toBe(screen.getByTestId('crisis-live-region'));
    // In document order: group 9, the card, group 10.
    expect(follows(group(9), card)).toBe(true);
    expect(follows(card, group(10))).toBe(true);
    expect(within(group(9)).getByRole('radio', { name: depressionDefinition.items[SELF_HARM]?.options[1]?.label ?? '' })).toBeChecked();
    // Calm, not an alarm, and the focus stays where the client is.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(group(9)).toContainElement(document.activeElement as HTMLElement);

    await choose(events, 9, '0');
    await waitFor(() => expect(screen.queryByTestId('crisis-card')).not.toBeInTheDocument());
    expect(screen.getByTestId('crisis-live-region')).toBeEmptyDOMElement();
    await waitFor(async () => expect((await readAssessment(user._id, ID)).answers).toEqual({ [String(SELF_HARM)]: '0' }));
  });

  it("shows the stronger card for the statement about making plans ('3'), with the call-now words and the 988 and 911 links", async () => {
    vi.stubGlobal('fetch', fakeServer(user).fetch);
    const events = userEvent.setup();
    renderAssessment(user._id, PATH, <DepressionPage />);
    expect(await screen.findByText('0 of 21 answered')).toBeInTheDocument();

    await choose(events, 9, '3');
    const card = await screen.findByRole('region', { name: plans.title });
    expect(card).toHaveAttribute('data-crisis-level', 'plans');
    expect(within(card).getByRole('heading', { name: plans.title })).toBeInTheDocument();
    expect(within(card).getByText(/Please call or text 988 now/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call or text 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(card).getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    expect(screen.queryByRole('region', { name: thoughts.title })).not.toBeInTheDocument();
    expect(follows(group(9), card) && follows(card, group(10))).toBe(true);

    // Back to '2': the usual card takes its place.
    await choose(events, 9, '2');
    expect(await screen.findByRole('region', { name: thoughts.title })).toHaveAttribute('data-crisis-level', 'thoughts');
    expect(screen.queryByRole('region', { name: plans.title })).not.toBeInTheDocument();
  });

  it('shows the card with no network at all, from the answer on the device and the built-in words', async () => {
    const server = fakeServer(user);
    server.setOffline(true);
    vi.stubGlobal('fetch', server.fetch);
    // Signed in earlier on this device; the result texts were never fetched.
    await saveProfile(user);
    localStorage.setItem(PROFILE_CACHED_FLAG, '1');
    const events = userEvent.setup();
    renderAssessment(user._id, PATH, <DepressionPage />);
    expect(await screen.findByText('0 of 21 answered')).toBeInTheDocument();

    await choose(events, 9, '2');
    const card = await screen.findByRole('region', { name: thoughts.title });
    expect(within(card).getByText(thoughts.body)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Call or text 988' })).toHaveAttribute('href', 'tel:988');
    expect(within(card).getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    await choose(events, 9, '3');
    expect(await screen.findByRole('region', { name: plans.title })).toBeInTheDocument();
    expect(server.batches).toHaveLength(0);
  });

  it("uses the content's crisis texts when they are there: the usual card's title and body, the urgent card's and the lines", async () => {
    vi.stubGlobal('fetch', fakeServer(user, { resultTexts: CONTENT }).fetch);
    const events = userEvent.setup();
    renderAssessment(user._id, PATH, <DepressionPage />);
    expect(await screen.findByText('0 of 21 answered')).toBeInTheDocument();

    await choose(events, 9, '1');
    const card = await screen.findByRole('region', { name: 'You are not alone' });
    expect(within(card).getByText('The practice wrote this. Please reach out to one of these lines.')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'findahelpline.com' })).toHaveAttribute('href', 'https://findahelpline.com');
    expect(within(card).queryByText(thoughts.body)).not.toBeInTheDocument();
    expect(within(card).queryByRole('link', { name: 'Call 911' })).not.toBeInTheDocument();

    await choose(events, 9, '3');
    const urgent = await screen.findByRole('region', { name: 'Please call now: you matter' });
    expect(within(urgent).getByText('The practice wrote this too. Call 988 now.')).toBeInTheDocument();
    expect(within(urgent).getByRole('link', { name: 'Call or text 988' })).toHaveAttribute('href', 'tel:988');
    expect(screen.queryByRole('region', { name: plans.title })).not.toBeInTheDocument();
  });

  it('lets the client answer on and Save & Exit with the card shown', async () => {
    const server = fakeServer(user);
    vi.stubGlobal('fetch', server.fetch);
    const events = userEvent.setup();
    renderAssessment(user._id, PATH, <DepressionPage />);
    expect(await screen.findByText('0 of 21 answered')).toBeInTheDocument();

    await choose(events, 9, '3');
    expect(await screen.findByRole('region', { name: plans.title })).toBeInTheDocument();
    await choose(events, 10, '1');
    expect(await screen.findByText('2 of 21 answered')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: plans.title })).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Save & Exit' }));
    expect(await screen.findByText('home page /')).toBeInTheDocument();
    expect(screen.getByTestId('flash')).toHaveTextContent('Answers Saved!');
    expect(server.assessments.get(ID)?.answers[String(SELF_HARM)]?.value).toBe('3');
    expect(server.assessments.get(ID)?.answers['9']?.value).toBe('1');
  });

  it("shows the card for an answer already on the device, and I'm Finished still finishes", async () => {
    const server = fakeServer(user);
    vi.stubGlobal('fetch', server.fetch);
    await Promise.all(depressionDefinition.items.map((_, index) => saveAnswer(user._id, ID, String(index), index === SELF_HARM ? '1' : '0', TOTAL)));
    const events = userEvent.setup();
    renderAssessment(user._id, PATH, <DepressionPage />);
    expect(await screen.findByText('21 of 21 answered')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: thoughts.title })).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: "I'm Finished" }));
    expect(await screen.findByText('home page /')).toBeInTheDocument();
    expect(screen.getByTestId('flash')).toHaveTextContent('Answers Saved!');
    expect(server.assessments.get(ID)?.completed).toBe(true);
  });
});
