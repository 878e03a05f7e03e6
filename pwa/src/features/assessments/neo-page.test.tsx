import { neoDefinition } from '@career/scoring/neo/neo-definition';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readAssessment } from '../../offline/answer-store';
import { userFixture } from '../../test/fixtures';
import { fakeServer, freshDeviceForEachTest, renderAssessment } from './assessment-test-harness';
import { NeoPage } from './neo-page';

/** Rendering many Fluent radios can be slow on a busy machine. */
const PATH = '/assess/neo';
const user = userFixture({ _id: 'u-neo' });

function question(number: number) {
  const item = neoDefinition.items[number - 1];
  return screen.getByRole('radiogroup', { name: `${number}. ${item?.text ?? ''}` });
}

function focusIsIn(element: HTMLElement) {
  expect(element).toContainElement(document.activeElement as HTMLElement);
}

describe('NeoPage', () => {
  freshDeviceForEachTest();

  it('shows 20 items a page; arrows choose, Enter moves to the next question and then to Next page', async () => {
    vi.stubGlobal('fetch', fakeServer(user).fetch);
    const events = userEvent.setup();
    renderAssessment(user._id, PATH, <NeoPage />);
    expect(await screen.findByText('Page 1 of 12')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Questions' })).getAllByRole('radiogroup')).toHaveLength(20);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();

    await events.click(within(question(1)).getByRole('radio', { name: 'Very Inaccurate' }));
    await events.keyboard('{ArrowDown}');
    await waitFor(() => expect(within(question(1)).getByRole('radio', { name: 'Moderately Inaccurate' })).toBeChecked());
    await events.keyboard('{Enter}');
    focusIsIn(question(2));

    within(question(20)).getByRole('radio', { name: 'Very Accurate' }).focus();
    await events.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Next page' })).toHaveFocus();
    await waitFor(async () => expect((await readAssessment(user._id, 'neo')).answers).toEqual({ '0': '1' }));
    expect(screen.getByText('1 of 240 answered')).toBeInTheDocument();
  });

  it('asks for the optional birth year and sex above the first question only, and says why', async () => {
    vi.stubGlobal('fetch', fakeServer(user).fetch);
    const events = userEvent.setup();
    renderAssessment(user._id, PATH, <NeoPage />);
    expect(await screen.findByText('Page 1 of 12')).toBeInTheDocument();
    const step = screen.getByRole('region', { name: 'About you (optional)' });
    expect(within(step).getByText('Both are optional: with them, your personality answers are compared with estimated norms for your sex and age band; without them, with estimated norms for men and women of all ages.')).toBeInTheDocument();
    expect(step.compareDocumentPosition(question(1)) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await events.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 12')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'About you (optional)' })).not.toBeInTheDocument();
  });

  it('changes page to the top with focus on its first question, and remembers the page', async () => {
    vi.stubGlobal('fetch', fakeServer(user).fetch);
    const events = userEvent.setup();
    const first = renderAssessment(user._id, PATH, <NeoPage />);
    expect(await screen.findByText('Page 1 of 12')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 12')).toBeInTheDocument();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    await waitFor(() => focusIsIn(question(21)));
    await waitFor(async () => expect((await readAssessment(user._id, 'neo')).page).toBe(1));
    first.unmount();

    renderAssessment(user._id, PATH, <NeoPage />);
    expect(await screen.findByText('Page 2 of 12')).toBeInTheDocument();
    expect(question(21)).toBeInTheDocument();
  });

  it("sends I'm Finished with unanswered items to the page of the first one", async () => {
    vi.stubGlobal('fetch', fakeServer(user).fetch);
    const events = userEvent.setup();
    renderAssessment(user._id, PATH, <NeoPage />);
    expect(await screen.findByText('Page 1 of 12')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 of 12')).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: "I'm Finished" }));
    // A notice's text shows at once and moves into the message bar when its code has loaded.
    await screen.findByText('Please answer every question before finishing (240 left).');
    expect(await screen.findByText('Page 1 of 12')).toBeInTheDocument();
    await waitFor(() => focusIsIn(question(1)));
  });
});
