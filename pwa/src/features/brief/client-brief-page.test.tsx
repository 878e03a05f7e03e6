import type { ClientBriefDto } from '@career/sync-server/briefs/contract/client-brief-dto';
import type { SessionNoteDto } from '@career/sync-server/notes/contract/session-note-dto';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes } from '../../test/render-app';
import { ClientBriefPage } from './client-brief-page';
import { readNoteDraft } from './note-draft';

const EMPTY: ClientBriefDto = {
  client: { id: 'u1', firstName: 'Nadia', lastName: 'New', email: 'nadia@example.com' },
  practice: 'Integrative Career Assessment',
  generatedAt: '2026-12-07T15:00:00.000Z',
  timeZone: 'America/New_York',
  plan: null,
  nextSession: null,
  safety: { flag: false, level: null, flaggedAt: null, flaggedWhen: null, checkIn: null, checkedInAt: null },
  interests: null,
  type: null,
  personality: null,
  values: null,
  readiness: null,
  interview: null,
  shortlist: null,
  notes: [],
  missing: [{ kind: 'plan', id: 'plan', name: 'A plan' }],
};

const COMPLETE: ClientBriefDto = {
  ...EMPTY,
  client: { id: 'u1', firstName: 'Casey', lastName: 'Complete', email: 'complete@demo.example' },
  plan: { id: 'essential', name: 'Essential' },
  nextSession: { type: 'results', coach: 'Grace Hopper', startAt: '2026-12-09T15:00:00.000Z', endAt: '2026-12-09T16:00:00.000Z', when: 'December 9th, 2026 @ 10:00 am EST' },
  safety: { flag: true, level: 'thoughts', flaggedAt: '2026-12-07T14:00:00.000Z', flaggedWhen: 'December 7th, 2026 @ 9:00 am EST', checkIn: 'needed', checkedInAt: null },
  interests: {
    topThemes: [
      { theme: 'Artistic', code: 'A', value: 62, interval: { low: 55.8, high: 68.2 }, level: 'High' },
      { theme: 'Social', code: 'S', value: 58, interval: { low: 51.8, high: 64.2 }, level: 'Moderately High' },
      { theme: 'Investigative', code: 'I', value: 51, interval: { low: 44.8, high: 57.2 }, level: 'Average' },
    ],
    differentiation: 14.2,
    undifferentiated: false,
    normGroup: 'female',
  },
  type: { letters: 'INFP', name: 'The Idealist', pairs: [{ pair: 'EI', letter: 'I', pole: 'Introversion', clarity: 12, clarityLabel: 'Moderate' }] },
  personality: {
    norms: { label: 'women aged 21-40', estimated: true, source: 'Johnson (2014)' },
    scales: [{ kind: 'domain', name: 'Neuroticism', tScore: 55.4, interval: { low: 49.1, high: 61.7 }, level: 'Average', nearLevels: ['High'] }],
    facetsNotListed: 29,
  },
  values: [
    { rank: 1, title: 'Creativity' },
    { rank: 2, title: 'Helping others' },
  ],
  readiness: { stage: 'Contemplation', scores: [{ stage: 'Precontemplation', score: -3 }, { stage: 'Contemplation', score: 5 }, { stage: 'Action', score: 1 }] },
  interview: { completed: true, education: "Bachelor's degree", moreEducation: 'Not sure', minimumSalary: 55_000, goals: ['Lead a team', 'Work outdoors'], unanswered: [{ number: 30, question: 'Q30' }] },
  shortlist: { sharedAt: '2026-12-01T15:00:00.000Z', sharedBy: 'Ada Admin', items: [{ recordId: 'r1', title: 'Music Therapists', band: 'strong', mark: 'interested' }] },
  missing: [],
};

/** A fake server: the brief, and notes kept as the server would (newest first). */
function briefServer(brief: ClientBriefDto, notes: SessionNoteDto[] = []) {
  const stored = [...notes];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/users/u1/brief') return json(brief);
    if (url.pathname === '/api/users/u1/notes' && method === 'GET') return json({ notes: stored });
    if (url.pathname === '/api/users/u1/notes' && method === 'POST') {
      const { text } = JSON.parse(String(init?.body)) as { text: string };
      const note: SessionNoteDto = { id: `n${stored.length + 1}`, text: text.trim(), author: { id: 'a1', name: 'Ada Admin' }, bookingId: null, correctsId: null, createdAt: '2026-12-07T15:30:00.000Z', updatedAt: null, editableUntil: '2026-12-08T15:30:00.000Z' };
      stored.unshift(note);
      return json(note, 201);
    }
    return json({ error: { code: 'not_found', message: 'Not found.' } }, 404);
  });
  return { fetchMock, stored };
}

const renderPage = () => renderRoutes(<Route path="/admin/users/:id/brief" element={<ClientBriefPage />} />, { at: '/admin/users/u1/brief' });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

describe('ClientBriefPage', () => {
  it('puts the complete client on one page: the practice, name and date atop, each part in words a counselor reads in a minute, ranges beside scores', async () => {
    vi.stubGlobal('fetch', briefServer(COMPLETE).fetchMock);
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Brief: Casey Complete' })).toBeInTheDocument();
    expect(screen.getByText('Integrative Career Assessment')).toBeInTheDocument();
    expect(screen.getByText('December 7, 2026')).toBeInTheDocument();
    const part = (name: string) => within(screen.getByRole('region', { name }));
    expect(part('Plan and next session').getByText('Results Session, December 9th, 2026 @ 10:00 am EST, with Grace Hopper')).toBeInTheDocument();
    expect(part('Safety').getByText('Answered that they have had thoughts of ending their life')).toBeInTheDocument();
    expect(part('Safety').getByText('Check-in needed:')).toBeInTheDocument();
    expect(part('Interests (Strong Interest Inventory)').getByText('Artistic 62 (95% range 56–68), High')).toBeInTheDocument();
    expect(part('Type (Myers-Briggs)').getByText('INFP: The Idealist')).toBeInTheDocument();
    expect(part('Personality (NEO)').getByText('Neuroticism 55 (95% range 49–62): Average, near the boundary with High')).toBeInTheDocument();
    expect(part('Personality (NEO)').getByText(/Compared with estimated norms for women aged 21-40\./)).toBeInTheDocument();
    expect(within(part('Values (card sort)').getByRole('list')).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Creativity', 'Helping others']);
    expect(part('Interview').getByText('Not sure')).toBeInTheDocument();
    expect(part('Interview').getByText('$55,000 a year')).toBeInTheDocument();
    expect(part('Interview').getByText('1 questions: 30')).toBeInTheDocument();
    expect(part('Career ideas shared').getByText('Music Therapists: Strong match; Interested')).toBeInTheDocument();
    expect(screen.queryByText(/Not done yet/)).toBeNull();
  });

  it('says for a client with nothing done what each part lacks', async () => {
    vi.stubGlobal('fetch', briefServer(EMPTY).fetchMock);
    renderPage();
    expect(await screen.findByText('Not done yet: A plan.')).toBeInTheDocument();
    for (const text of ['No Strong Interest Inventory results yet.', 'No Myers-Briggs results yet.', 'The NEO Personality Inventory is not completed yet.', 'No interview answers yet.', 'No career ideas shared yet.', 'No safety flag.']) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(await screen.findByText('No notes yet.')).toBeInTheDocument();
  });

  it('keeps a note typed and not saved through a reload, then saves it and shows it with its author', async () => {
    const server = briefServer(EMPTY);
    vi.stubGlobal('fetch', server.fetchMock);
    const first = renderPage();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Add a note' }), 'Wants evening sessions.');
    expect(readNoteDraft('u1')).toBe('Wants evening sessions.');
    // A reload: the page again from nothing but what the tab kept.
    first.unmount();
    renderPage();
    const box = await screen.findByRole('textbox', { name: 'Add a note' });
    expect(box).toHaveValue('Wants evening sessions.');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    expect(await screen.findByText('Note saved.')).toBeInTheDocument();
    expect(await screen.findByText('Wants evening sessions.')).toBeInTheDocument();
    expect(screen.getByText(/^Ada Admin, /)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Add a note' })).toHaveValue('');
    expect(readNoteDraft('u1')).toBe('');
    expect(server.stored.map((note) => note.text)).toEqual(['Wants evening sessions.']);
  });
});
