import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForDialogToClose } from '../../test/dialog-closed';
import { json, renderRoutes } from '../../test/render-app';
import { FlashBar } from '../../flash/flash-bar';
import { stubLayout } from '../records/jsdom-layout';
import { clearContactDraft } from './contact-draft';
import { TalkToExpertButton } from './talk-to-expert-button';
import { findDialogTitled } from '../../test/dialog-titled';

const setupUser = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

type Answer = () => Response | Promise<Response>;

function renderButton(answer: Answer = () => json({ success: true }, 201)) {
  const sent: unknown[] = [];
  const fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(JSON.parse(String(init?.body)));
    return answer();
  });
  vi.stubGlobal('fetch', fetch);
  renderRoutes(
    <Route
      path="/"
      element={
        <>
          <FlashBar />
          <TalkToExpertButton />
        </>
      }
    />,
  );
  return { sent, fetch };
}

async function openDialog(user: ReturnType<typeof setupUser>) {
  await user.click(screen.getByRole('button', { name: 'Talk to an Expert' }));
  return within(await findDialogTitled("Let's Chat!"));
}

async function fillRequired(user: ReturnType<typeof setupUser>, dialog: ReturnType<typeof within>) {
  await user.type(dialog.getByRole('textbox', { name: /^First name/ }), 'Noor');
  await user.type(dialog.getByRole('textbox', { name: /^Last name/ }), 'Haddad');
  await user.type(dialog.getByRole('textbox', { name: /^Email/ }), 'noor@example.com');
  await user.type(dialog.getByRole('textbox', { name: /^Message/ }), 'Can we talk?');
}

let restoreLayout = () => {};
let online = true;
beforeEach(() => {
  restoreLayout = stubLayout();
  clearContactDraft();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  restoreLayout();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("'Talk to an Expert'", () => {
  it("opens 'Let's Chat!' with the 24-hour promise and every field of the spec", async () => {
    const user = setupUser();
    renderButton();
    const dialog = await openDialog(user);
    expect(dialog.getByText(/We will get back to you within 24 hours\./)).toBeInTheDocument();
    for (const name of [/^First name/, /^Last name/, /^Email/, /^City/]) expect(dialog.getByRole('textbox', { name })).toBeInTheDocument();
    const message = dialog.getByRole('textbox', { name: /^Message/ });
    expect(message.tagName).toBe('TEXTAREA');
    expect(message).toHaveAttribute('rows', '6');
    for (const name of [/^Age/, /^Current salary \(pre-tax, \$\)/, /^Desired salary \(pre-tax, \$\)/]) expect(dialog.getByRole('spinbutton', { name })).toBeInTheDocument();
    const expectChoices = (role: 'radiogroup' | 'group', name: string, labels: string[]) => {
      const group = within(dialog.getByRole(role, { name }));
      const inputs = group.getAllByRole(role === 'radiogroup' ? 'radio' : 'checkbox');
      expect(inputs).toHaveLength(labels.length);
      labels.forEach((label, index) => expect(group.getByRole(role === 'radiogroup' ? 'radio' : 'checkbox', { name: label })).toBe(inputs[index]));
    };
    expectChoices('radiogroup', 'Gender', ['Female', 'Male', 'Non-binary / GNC', 'Other']);
    expectChoices('radiogroup', 'Highest education', ['High School Diploma', 'Associate-Level', 'Bachelor-Level', 'Master-Level', 'Doctoral-Level or Juris Doctor']);
    expectChoices('group', 'Status', ['Employed', 'Freelance / Self Employed', 'Unemployed', 'Student']);
    expectChoices('group', 'Goal', ['Career Direction / Decision / Change / Transition', 'Career Progression / Advancement', 'Job Search', 'Not Sure']);
    const options = (name: RegExp) => within(dialog.getByRole('combobox', { name })).getAllByRole('option').slice(1);
    expect(options(/^Industry \/ position/)).toHaveLength(27);
    expect(options(/^How did you hear about us\?/).map((option) => option.textContent)).toEqual(['Google', 'Yelp', 'Word of Mouth', 'Article', 'Social Media', 'Blog', 'Other']);
    expect(options(/^State/).map((option) => option.textContent)).toContain('California');
    const countries = options(/^Country/);
    expect(countries[0]?.textContent).toBe('United States');
    expect(countries.length).toBeGreaterThan(240);
    expect(dialog.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it("shows the spec's messages beside the fields, scrolls to the top and focuses the first field in error", async () => {
    const user = setupUser();
    const { fetch } = renderButton();
    const dialog = await openDialog(user);
    const content = dialog.getByText(/within 24 hours/).parentElement as HTMLElement;
    content.scrollTop = 400;
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    for (const text of ['First name is required', 'Last name is required', 'Email field is required', 'Message is required']) expect(await dialog.findByText(text)).toBeInTheDocument();
    expect(dialog.getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(content.scrollTop).toBe(0);
    expect(dialog.getByRole('textbox', { name: /^First name/ })).toHaveFocus();

    await user.type(dialog.getByRole('textbox', { name: /^First name/ }), 'Noor');
    expect(dialog.queryByText('First name is required')).toBeNull();
    await user.type(dialog.getByRole('textbox', { name: /^Last name/ }), 'Haddad');
    await user.type(dialog.getByRole('textbox', { name: /^Email/ }), 'noor@');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByText('Email is invalid')).toBeInTheDocument();
    expect(dialog.getByText('Message is required')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveFocus();
    expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends every answer, closes, flashes 'Contact Form Successfully Submitted' and starts the next one empty", async () => {
    const user = setupUser();
    const { sent } = renderButton();
    const dialog = await openDialog(user);
    await fillRequired(user, dialog);
    await user.type(dialog.getByRole('spinbutton', { name: /^Age/ }), '34');
    await user.click(dialog.getByRole('radio', { name: 'Non-binary / GNC' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Freelance / Self Employed' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Student' }));
    await user.click(dialog.getByRole('checkbox', { name: 'Job Search' }));
    await user.click(dialog.getByRole('radio', { name: 'Master-Level' }));
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Industry \/ position/ }), 'Healthcare / Medical');
    await user.type(dialog.getByRole('spinbutton', { name: /^Current salary/ }), '72000');
    await user.type(dialog.getByRole('spinbutton', { name: /^Desired salary/ }), '90000');
    await user.selectOptions(dialog.getByRole('combobox', { name: /^How did you hear/ }), 'Blog');
    await user.type(dialog.getByRole('textbox', { name: /^City/ }), 'Portland');
    await user.selectOptions(dialog.getByRole('combobox', { name: /^State/ }), 'Oregon');
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Country/ }), 'United States');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Contact Form Successfully Submitted')).toBeInTheDocument();
    await waitForDialogToClose();
    expect(sent).toEqual([
      {
        firstName: 'Noor',
        lastName: 'Haddad',
        email: 'noor@example.com',
        message: 'Can we talk?',
        age: 34,
        gender: 'Non-binary / GNC',
        status: ['Freelance / Self Employed', 'Student'],
        goal: ['Job Search'],
        education: 'Master-Level',
        industry: 'Healthcare / Medical',
        currentSalary: 72000,
        desiredSalary: 90000,
        reference: 'Blog',
        city: 'Portland',
        state: 'OR',
        country: 'US',
        website: '',
      },
    ]);
    const again = await openDialog(user);
    expect(again.getByRole('textbox', { name: /^First name/ })).toHaveValue('');
  });

  it('shows a spinner while sending, and the server’s field messages and form message after a refusal, keeping every value', async () => {
    const user = setupUser();
    let answer: (response: Response) => void = () => {};
    renderButton(() => new Promise<Response>((resolve) => (answer = resolve)));
    const dialog = await openDialog(user);
    await fillRequired(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByRole('button', { name: 'Sending...' })).toBeInTheDocument();
    answer(json({ error: { code: 'validation', message: 'Please correct the highlighted fields.', fields: { email: 'Email is invalid' } } }, 400));
    expect(await dialog.findByText('Email is invalid')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveFocus();
    expect(dialog.getByRole('textbox', { name: /^First name/ })).toHaveValue('Noor');
    expect(dialog.getByRole('textbox', { name: /^Message/ })).toHaveValue('Can we talk?');

    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    answer(json({ error: { code: 'rate_limited', message: 'Too many attempts. Please wait a few minutes and try again.' } }, 429));
    expect(await dialog.findByText('Too many attempts. Please wait a few minutes and try again.')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /^Last name/ })).toHaveValue('Haddad');
  });

  it('says offline that the message cannot be sent, and keeps the values when closed and opened again', async () => {
    const user = setupUser();
    const { fetch } = renderButton();
    let dialog = await openDialog(user);
    await fillRequired(user, dialog);
    online = false;
    window.dispatchEvent(new Event('offline'));
    expect(await dialog.findByText(/You are offline, so your message cannot be sent right now/)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(fetch).not.toHaveBeenCalled();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitForDialogToClose();

    dialog = await openDialog(user);
    expect(dialog.getByRole('textbox', { name: /^First name/ })).toHaveValue('Noor');
    expect(dialog.getByRole('textbox', { name: /^Message/ })).toHaveValue('Can we talk?');
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(dialog.queryByText(/You are offline/)).toBeNull());
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Contact Form Successfully Submitted')).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
