import type { AppointmentDto, CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { describe, expect, it } from 'vitest';
import { fixturePlanSessions, userFixture } from '../../test/fixtures';
import { formatSessionTime } from '../scheduling/session-time';
import {
  ESSENTIAL_WANT_MORE,
  SPEC_RESULTS_NOTE,
  SPEC_WANT_MORE,
  planWordsOf,
  resultsReadyNote,
  resultsSessionOf,
  resultsWelcomeNote,
  sessionsOfPlan,
} from './plan-words';

const START = '2026-12-03T19:30:00.000Z';
const BOOKED: AppointmentDto = { scheduled: true, userId: 'u1', eventId: 'e1', startTime: START, coachName: 'Dana Example, Ph.D.' };

function client(plan: 'free' | 'essential' | 'premium', booked = false): CurrentUserDto {
  const name = plan[0]?.toUpperCase() + plan.slice(1);
  return userFixture({ plans: [{ _id: plan, name, order: 1, sessions: fixturePlanSessions(plan), assessments: ['neo'] }], appointments: { interview: null, results: booked ? BOOKED : null } });
}
const ADMIN = userFixture({ admin: true, plans: [] });

describe('planWordsOf: the words that fit the plan and the person', () => {
  it('names the plan as the profile does, for clients only', () => {
    expect(planWordsOf(client('free')).planLine).toBe('Plan: Free');
    expect(planWordsOf(client('essential')).planLine).toBe('Plan: Essential');
    expect(planWordsOf(client('premium')).planLine).toBe('Plan: Premium');
    expect(planWordsOf(userFixture({ plans: [] })).planLine).toBe('Plan: No plan yet');
    expect(planWordsOf(ADMIN).planLine).toBeNull();
  });

  it("'Want More?' offers only what a higher plan adds that the client lacks", () => {
    expect(planWordsOf(client('free')).wantMore).toBe(SPEC_WANT_MORE);
    // Essential has a live video session (its Results Session): Premium's interview and Interview Session are offered by name.
    expect(planWordsOf(client('essential')).wantMore).toBe(ESSENTIAL_WANT_MORE);
    expect(ESSENTIAL_WANT_MORE).not.toMatch(/Results Session|live video session/);
    expect(planWordsOf(client('premium')).wantMore).toBeNull();
    expect(planWordsOf(ADMIN).wantMore).toBeNull();
  });

  it("'Your Results Are Ready!': the spec's upgrade note without the session, the plan's own words while open, the booked session once booked", () => {
    const free = resultsSessionOf(client('free'));
    expect(free).toEqual({ kind: 'not-in-plan' });
    expect(resultsReadyNote(free)).toBe(`${SPEC_RESULTS_NOTE} The Essential plan includes it too.`);

    const essential = resultsSessionOf(client('essential'));
    expect(essential).toEqual({ kind: 'open', planName: 'Essential' });
    expect(resultsReadyNote(essential)).toBe('Essential users can schedule the Results Session to go through their results with a career counselor.');

    // Premium: the spec's note word for word.
    expect(resultsReadyNote(resultsSessionOf(client('premium')))).toBe(SPEC_RESULTS_NOTE);

    const booked = `You have booked the Results Session to go through your results with Dana Example, Ph.D. on ${formatSessionTime(START)}.`;
    expect(resultsReadyNote(resultsSessionOf(client('essential', true)))).toBe(booked);
    expect(resultsReadyNote(resultsSessionOf(client('premium', true)))).toBe(booked);
    // A booking the plan no longer has (a plan changed by an admin) is still the client's.
    expect(resultsReadyNote(resultsSessionOf(client('free', true)))).toBe(booked);
    expect(resultsReadyNote({ kind: 'booked', startTime: START, coachName: undefined, timeZone: 'UTC' })).toBe(
      `You have booked the Results Session to go through your results with a career counselor on ${formatSessionTime(START, 'UTC')}.`,
    );
    expect(planWordsOf(ADMIN).resultsSession).toBeNull();
  });

  it("/results' 'You Did it!' follows the same state in its own (the spec's) words", () => {
    expect(resultsWelcomeNote(resultsSessionOf(client('free')))).toBe('Upgrade to Essential or Premium to review your results with a psychologist.');
    expect(resultsWelcomeNote(resultsSessionOf(client('essential')))).toBe('Your plan includes a Results Session: review your results with a psychologist.');
    expect(resultsWelcomeNote(resultsSessionOf(client('premium')))).toBe('Your plan includes a Results Session: review your results with a psychologist.');
    expect(resultsWelcomeNote(resultsSessionOf(client('premium', true)))).toBe(
      `You have booked your Results Session: you will review your results with Dana Example, Ph.D. on ${formatSessionTime(START)}.`,
    );
  });

  it("reads a plan's sessions from the plan the server sends, and none without a plan", () => {
    expect(sessionsOfPlan({ sessions: [] })).toEqual([]);
    expect(sessionsOfPlan({ sessions: ['results'] })).toEqual(['results']);
    expect(sessionsOfPlan({ sessions: ['interview', 'results'] })).toEqual(['interview', 'results']);
    expect(sessionsOfPlan(undefined)).toEqual([]);
  });

  it("writes a booked session's time on the account's own clock, with the zone named", () => {
    const user = { ...client('essential', true), timeZone: 'America/New_York' };
    expect(resultsReadyNote(resultsSessionOf(user))).toBe(
      'You have booked the Results Session to go through your results with Dana Example, Ph.D. on December 3rd, 2026 @ 2:30 pm EST.',
    );
    expect(resultsWelcomeNote(resultsSessionOf({ ...user, timeZone: 'America/Los_Angeles' }))).toContain('on December 3rd, 2026 @ 11:30 am PST.');
  });

  it('follows the plan data: an Essential plan given the interview session too offers it', () => {
    const user = userFixture({ plans: [{ _id: 'essential', name: 'Essential', order: 2, sessions: [], assessments: ['neo'] }] });
    expect(resultsSessionOf(user)).toEqual({ kind: 'not-in-plan' });
  });
});
