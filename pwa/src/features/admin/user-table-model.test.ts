import type { UserSummaryDto } from '@career/sync-server/accounts/contract/user-dto';
import { describe, expect, it } from 'vitest';
import { userSummaryFixture } from '../../test/fixtures';
import { usersCsv } from './export-users-csv';
import { completedLabel, elevateLabel, safetyReason, sessionLabel, visibleUsers } from './user-table-model';

function user(overrides: Partial<UserSummaryDto>): UserSummaryDto {
  return userSummaryFixture({
    _id: overrides.email ?? 'u',
    firstName: 'Ann',
    lastName: 'Lee',
    email: 'ann@example.com',
    plan: { _id: 'free', name: 'Free' },
    assessmentsCompleted: 0,
    assessmentsTotal: 4,
    elevate: null,
    planSessions: [],
    ...overrides,
  });
}

const ann = user({ firstName: 'Ann', lastName: 'Zed', email: 'ann@example.com', assessmentsCompleted: 4 });
const bob = user({ firstName: 'bob', lastName: 'Young', email: 'bob@example.com', plan: { _id: 'premium', name: 'Premium' }, assessmentsTotal: 7, assessmentsCompleted: 1 });
const cy = user({ firstName: 'Cy', lastName: 'Abe', email: 'cy@example.com', plan: { _id: 'essential', name: 'Essential' }, assessmentsTotal: 6, elevate: { mbti: true, sii: false, lastSync: null } });

describe('the admin user table', () => {
  it('says why a client needs a safety check-in, in the third person, and nothing without a flag', () => {
    expect(safetyReason(user({ safetyFlag: true, safetyLevel: 'plans' }))).toBe('Answered that they have been making plans to end their life');
    expect(safetyReason(user({ safetyFlag: true, safetyLevel: 'thoughts' }))).toBe('Answered that they have had thoughts of ending their life');
    expect(safetyReason(user({ safetyFlag: true, safetyLevel: 'high-total' }))).toBe('Depression screening total in the high range');
    expect(safetyReason(user({ safetyFlag: false, safetyLevel: null }))).toBeNull();
  });

  it('sorts by any column either way, letters without regard to case', () => {
    expect(visibleUsers([bob, cy, ann], '', { column: 'firstName', direction: 'ascending' }).map((u) => u.firstName)).toEqual(['Ann', 'bob', 'Cy']);
    expect(visibleUsers([bob, cy, ann], '', { column: 'lastName', direction: 'descending' }).map((u) => u.lastName)).toEqual(['Zed', 'Young', 'Abe']);
    expect(visibleUsers([bob, cy, ann], '', { column: 'completed', direction: 'descending' }).map((u) => u.firstName)).toEqual(['Ann', 'bob', 'Cy']);
    expect(visibleUsers([bob, cy, ann], '', { column: 'plan', direction: 'ascending' }).map((u) => u.plan?.name)).toEqual(['Essential', 'Free', 'Premium']);
  });

  it('filters by the search box and keeps the server order without a sort', () => {
    expect(visibleUsers([bob, cy, ann], 'CY@', null)).toEqual([cy]);
    expect(visibleUsers([bob, cy, ann], 'cy abe', null)).toEqual([cy]);
    expect(visibleUsers([bob, cy, ann], '', null)).toEqual([bob, cy, ann]);
  });

  it('writes the completion and sync state in words', () => {
    expect(completedLabel(bob)).toBe('1 of 7');
    expect(elevateLabel(cy)).toBe('MBTI synced, SII not synced');
    expect(elevateLabel(ann)).toBe('Not in plan');
  });

  it('adds the last sync to the Elevate Sync column, and sorts by it after the synced tests', () => {
    const lastSync = { at: '2026-11-23T10:00:00.000Z', state: 'done', mbti: 'no assessments found', sii: 'no assessments found' } as const;
    const dee = user({ firstName: 'Dee', elevate: { mbti: true, sii: false, lastSync } });
    const eve = user({ firstName: 'Eve', elevate: { mbti: true, sii: true, lastSync: { ...lastSync, mbti: 'new data saved', sii: null } } });
    const fay = user({ firstName: 'Fay', elevate: { mbti: false, sii: false, lastSync: { ...lastSync, state: 'running', mbti: null, sii: null } } });
    expect(elevateLabel(dee)).toBe('MBTI synced, SII not synced; last sync: no assessments found');
    expect(elevateLabel(eve)).toBe('MBTI synced, SII synced; last sync: MBTI new data saved, SII no status');
    expect(elevateLabel(fay)).toBe('MBTI not synced, SII not synced; a sync is under way');
    const sorted = visibleUsers([eve, dee, ann, cy, fay], '', { column: 'elevate', direction: 'ascending' });
    expect(sorted.map((u) => u.firstName)).toEqual(['Ann', 'Fay', 'Cy', 'Dee', 'Eve']);
  });

  it("shows each coach session's start, 'Not Scheduled', or '—' when the plan has no such session, and sorts by them", () => {
    const start = '2026-11-23T14:00:00.000Z';
    const booked = user({ firstName: 'Bea', planSessions: ['interview', 'results'], interviewSession: start });
    const waiting = user({ firstName: 'Cal', planSessions: ['results'] });
    const free = user({ firstName: 'Dot', planSessions: [] });
    // On the admin's clock, in the one booking format.
    expect(sessionLabel(booked, 'interview', 'America/Chicago')).toBe('November 23rd, 2026 @ 8:00 am CST');
    expect(sessionLabel(booked, 'interview', 'Asia/Kolkata')).toBe('November 23rd, 2026 @ 7:30 pm UTC+5:30');
    expect(sessionLabel(booked, 'results', 'UTC')).toBe('Not Scheduled');
    expect(sessionLabel(waiting, 'interview', 'UTC')).toBe('—');
    expect(sessionLabel(waiting, 'results', 'UTC')).toBe('Not Scheduled');
    expect(sessionLabel(free, 'results', 'UTC')).toBe('—');
    const later = user({ firstName: 'Eva', planSessions: ['interview'], interviewSession: '2026-11-30T14:00:00.000Z' });
    expect(visibleUsers([later, waiting, booked, free], '', { column: 'interviewSession', direction: 'ascending' }).map((u) => u.firstName)).toEqual(['Cal', 'Dot', 'Bea', 'Eva']);
    expect(visibleUsers([free, booked, waiting], '', { column: 'resultsSession', direction: 'descending' }).map((u) => u.firstName)).toEqual(['Bea', 'Cal', 'Dot']);
  });

  it('exports CSV with a header and neutralised spreadsheet formulas', async () => {
    const csv = await usersCsv([
      user({ firstName: '=HYPERLINK("http://evil.example","x")', lastName: '+1', email: 'a,b@example.com' }),
      user({ firstName: 'Ann;=1+2', lastName: 'Ann\t=1+2', email: 'ann@example.com' }),
    ], 'UTC');
    const [header, row, split] = csv.split('\r\n');
    expect(header).toBe('"First Name","Last Name","Admin","Email","Signed Up","Plan","Verified","Assessments Completed","Interview Completed","Interview Session","Results Session","Elevate Sync","Safety Check-in Needed"');
    expect(row).toBe(`"'=HYPERLINK(""http://evil.example"",""x"")","'+1","no","a,b@example.com","2026-11-20","Free","yes","0 of 4","no","—","—","Not in plan","no"`);
    // A spreadsheet that splits cells on ; or a tab would run the piece after it: neutralised too.
    expect(split).toMatch(/^"'Ann;=1\+2","'Ann\t=1\+2","no","ann@example.com",/);
  });
});
