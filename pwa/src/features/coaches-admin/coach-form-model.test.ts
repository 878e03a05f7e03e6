import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { coachFixture } from './coach-test-fixtures';
import { addWindow, bodyOf, changeWindow, formOf, problemsOf, removeWindow, serverProblems, weeklyLabel } from './coach-form-model';

const DANA = coachFixture();

describe('the coach form', () => {
  it('starts from the coach and sends back what the server takes (midnight as 24:00, empty URLs as empty)', () => {
    const form = formOf(DANA, 'Europe/London');
    expect(form.windows.map((window) => [window.weekday, window.start, window.end])).toEqual([
      [1, '09:00', '12:00'],
      [1, '13:00', '17:00'],
      [5, '20:00', '00:00'],
    ]);
    expect(problemsOf(form)).toBeNull();
    expect(bodyOf(form)).toEqual({
      name: DANA.name,
      credential: DANA.credential,
      photoUrl: '',
      timeZone: 'America/New_York',
      meetingUrl: DANA.meetingUrl,
      email: DANA.email,
      schedulingUrl: '',
      active: true,
      weekly: DANA.weekly,
    });
    expect(formOf(null, 'Europe/London')).toMatchObject({ name: '', timeZone: 'Europe/London', active: true, windows: [] });
  });

  it('adds a window after the last of the day (or 09:00-17:00), changes and removes one', () => {
    let form = formOf(DANA, 'UTC');
    form = addWindow(form, 1);
    expect(form.windows.at(-1)).toMatchObject({ weekday: 1, start: '17:00', end: '18:00' });
    form = addWindow(form, 0);
    expect(form.windows.at(-1)).toMatchObject({ weekday: 0, start: '09:00', end: '17:00' });
    form = addWindow(form, 5);
    expect(form.windows.at(-1)).toMatchObject({ weekday: 5, start: '23:15', end: '00:00' });
    const key = form.windows[0]?.key as string;
    form = changeWindow(form, key, 'end', '11:00');
    expect(form.windows[0]).toMatchObject({ start: '09:00', end: '11:00' });
    form = removeWindow(form, key);
    expect(form.windows.some((window) => window.key === key)).toBe(false);
  });

  it('puts each message beside its field and its window', () => {
    let form = { ...formOf(DANA, 'UTC'), name: ' ', photoUrl: 'http://photos.example.com/a.jpg', timeZone: 'Nowhere/Atlantis' };
    const [first, second] = form.windows;
    form = changeWindow(form, second?.key as string, 'start', '11:30');
    form = changeWindow(form, first?.key as string, 'end', '09:30');
    const problems = problemsOf(form);
    expect(problems?.fields).toEqual({
      name: 'Name is required',
      photoUrl: 'Photo URL must be an https:// address, or empty',
      timeZone: 'Time zone must be an IANA time zone such as America/New_York',
    });
    expect(problems?.windows).toEqual({ [first?.key as string]: 'Monday 09:00-09:30: a window must be at least 45 minutes (one session)' });
    form = changeWindow(form, first?.key as string, 'end', '12:00');
    expect(problemsOf(form)?.windows).toEqual({ [second?.key as string]: 'Monday 11:30-17:00 overlaps 09:00-12:00' });
  });

  it("shows the server's field messages and sentence", () => {
    const problems = serverProblems(new ApiError(400, 'validation', 'Please correct the highlighted fields.', { email: 'Email is invalid', weekly: 'Monday 11:00-14:00 overlaps 09:00-12:00' }));
    expect(problems).toEqual({ message: 'Please correct the highlighted fields.', fields: { email: 'Email is invalid' }, windows: {}, weekly: 'Monday 11:00-14:00 overlaps 09:00-12:00' });
    expect(serverProblems(new Error('boom')).message).toBe('Something went wrong. Please try again.');
  });

  it('writes the weekly hours for the table, Monday first', () => {
    expect(weeklyLabel([{ weekday: 0, start: '10:00', end: '12:00' }, ...DANA.weekly])).toBe('Mon 09:00-12:00, 13:00-17:00 · Fri 20:00-24:00 · Sun 10:00-12:00');
    expect(weeklyLabel([])).toBe('No hours set');
  });
});
