import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { birthYearMessage } from '@career/sync-server/accounts/contract/demographics-rules';
import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { json, renderRoutes } from '../../test/render-app';
import { userFixture } from '../../test/fixtures';
import { DemographicsCard } from './demographics-card';
import { NeoDemographicsStep } from './neo-demographics-step';

const NOW = () => new Date('2026-11-27T12:00:00.000Z');
const WHY = 'Both are optional: with them, your personality answers are compared with estimated norms for your sex and age band; without them, with estimated norms for men and women of all ages.';

/** Answers PUT /api/users/current/demographics with `reply`, recording the bodies sent. */
function stubSave(reply: (body: { birthYear: number | null; sex: string }) => Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/users/current/demographics' && init?.method === 'PUT') {
        const body = JSON.parse(String(init.body)) as { birthYear: number | null; sex: string };
        sent.push(body);
        return reply(body);
      }
      if (path === '/api/users/current') return json(userFixture());
      throw new Error(`unexpected fetch ${path}`);
    }),
  );
  return sent;
}

function withMbtiGender(gender: string | null): CurrentUserDto {
  return userFixture({ leanAssessmentData: [{ id: 'myers-briggs', completed: false, completedAt: null, gender, MBTI: false, SII: false }] });
}

describe('the birth year and sex form', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('on /profile: both optional, says why, saves them and says who the answers are compared with', async () => {
    const sent = stubSave((body) => json({ ...body, neoRescored: true, comparedWith: 'women aged 21 to 40' }));
    renderRoutes(<Route path="/profile" element={<DemographicsCard user={userFixture()} />} />, { at: '/profile' });
    expect(screen.getByRole('heading', { name: 'About you' })).toBeInTheDocument();
    expect(screen.getByText(WHY)).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Birth year/ }), '1995');
    await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Saved. Your personality answers are compared with estimated norms for women aged 21 to 40. Your personality results were scored again.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([{ birthYear: 1995, sex: 'female' }]);
  });

  it('sends "not given" when both are left empty', async () => {
    const sent = stubSave((body) => json({ ...body, neoRescored: false, comparedWith: 'men and women of all ages' }));
    renderRoutes(<Route path="/" element={<DemographicsCard user={userFixture()} />} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Your personality answers are compared with estimated norms for men and women of all ages.')).toBeInTheDocument();
    expect(sent).toEqual([{ birthYear: null, sex: 'unspecified' }]);
  });

  it('refuses a birth year out of range before sending, with the server’s words, and keeps what was typed', async () => {
    const sent = stubSave((body) => json({ ...body, neoRescored: false, comparedWith: 'x' }));
    renderRoutes(<Route path="/" element={<DemographicsCard user={userFixture()} />} />);
    const year = screen.getByRole('textbox', { name: /Birth year/ });
    await userEvent.type(year, String(new Date().getUTCFullYear() - 5));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(birthYearMessage(new Date()))).toBeInTheDocument();
    expect(year).toHaveValue(String(new Date().getUTCFullYear() - 5));
    expect(sent).toEqual([]);
  });

  it('keeps the values and says so when the save fails offline', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderRoutes(<Route path="/" element={<DemographicsCard user={userFixture()} />} />);
    await userEvent.type(screen.getByRole('textbox', { name: /Birth year/ }), '1980');
    await userEvent.click(screen.getByRole('radio', { name: 'Male' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('You appear to be offline. Please check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Birth year/ })).toHaveValue('1980');
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
  });

  it.each([
    ['f', 'Female'],
    ['m', 'Male'],
  ])('pre-fills the sex from the Myers-Briggs gender %s', (gender, label) => {
    renderRoutes(<Route path="/" element={<DemographicsCard user={withMbtiGender(gender)} />} />);
    expect(screen.getByRole('radio', { name: label })).toBeChecked();
  });

  it('does not guess a sex from another Myers-Briggs gender, and a stored sex wins over it', () => {
    const { unmount } = renderRoutes(<Route path="/" element={<DemographicsCard user={withMbtiGender('other')} />} />);
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toEqual([]);
    unmount();
    renderRoutes(<Route path="/" element={<DemographicsCard user={{ ...withMbtiGender('f'), sex: 'unspecified', birthYear: 1970 }} />} />);
    expect(screen.getByRole('radio', { name: 'Prefer not to say' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: /Birth year/ })).toHaveValue('1970');
  });

  it('is not shown to an admin', () => {
    renderRoutes(<Route path="/" element={<DemographicsCard user={userFixture({ admin: true, plans: [] })} />} />);
    expect(screen.queryByRole('heading', { name: 'About you' })).not.toBeInTheDocument();
  });
});

describe('before the NEO’s first question', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks when neither is given', () => {
    renderRoutes(<Route path="/" element={<NeoDemographicsStep user={userFixture()} now={NOW} />} />);
    expect(screen.getByRole('heading', { name: 'About you (optional)' })).toBeInTheDocument();
    expect(screen.getByText(WHY)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Birth year/ })).toBeInTheDocument();
  });

  it('says who the answers will be compared with when they are given, and opens the form on Change', async () => {
    renderRoutes(<Route path="/" element={<NeoDemographicsStep user={userFixture({ birthYear: 1960, sex: 'male' })} now={NOW} />} />);
    expect(screen.getByText('Your answers will be compared with estimated norms for men over 60.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Birth year/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Change' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Birth year/ })).toHaveValue('1960'));
  });

  it('names the combined norms when only one of them is given', () => {
    renderRoutes(<Route path="/" element={<NeoDemographicsStep user={userFixture({ birthYear: null, sex: 'female' })} now={NOW} />} />);
    expect(screen.getByText('Your answers will be compared with estimated norms for men and women of all ages.')).toBeInTheDocument();
  });
});
