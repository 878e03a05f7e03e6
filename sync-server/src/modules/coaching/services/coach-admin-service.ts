import type { AppDeps } from '../../../app-deps';
import type { AdminCoachDto } from '../contract/coach-admin-dto';
import type { CoachBody } from '../contract/coach-admin-schemas';
import { WEEKDAY_NAMES, minuteOf, timeOf } from '../contract/coach-admin-schemas';
import { AppError } from '../../../http/app-error';
import { newId } from '../../../ids';
import type { CoachRecord } from '../repositories/coach-repository';
import { findCoach, insertCoach, nextCoachOrder, updateCoach } from '../repositories/coach-repository';
import type { UserRecord } from '../../accounts/services/user-store';
import { audit } from '../../admin/services/audit';
import type { WeeklyWindow } from './coach-slots';

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const NOT_FOUND = 'This coach no longer exists. Reload the list.';

export function toAdminCoachDto(coach: CoachRecord): AdminCoachDto {
  return {
    _id: coach.id,
    name: coach.name,
    credential: coach.credential,
    photoUrl: coach.photoUrl,
    timeZone: coach.timeZone,
    meetingUrl: coach.meetingUrl,
    schedulingUrl: coach.schedulingUrl,
    email: coach.email,
    order: coach.order,
    active: coach.active,
    weekly: coach.weekly.map((window) => ({ weekday: window.weekday, start: timeOf(window.startMinute), end: timeOf(window.endMinute) })),
  };
}

function weeklyOf(body: CoachBody): WeeklyWindow[] {
  return body.weekly
    .map((window) => ({ weekday: window.weekday, startMinute: minuteOf(window.start), endMinute: minuteOf(window.end) }))
    .sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
}

function recordOf(id: string, order: number, body: CoachBody): CoachRecord {
  return {
    id,
    order,
    name: body.name,
    credential: body.credential,
    photoUrl: body.photoUrl,
    timeZone: body.timeZone,
    meetingUrl: body.meetingUrl,
    schedulingUrl: body.schedulingUrl,
    email: body.email,
    active: body.active,
    weekly: weeklyOf(body),
  };
}

/** 'Mon 09:00-12:00, 13:00-17:00; Tue 10:00-16:00', or 'none'. */
export function weeklySummary(weekly: readonly WeeklyWindow[]): string {
  const days = WEEKDAY_NAMES.map((name, weekday) => {
    const windows = weekly.filter((window) => window.weekday === weekday).map((window) => `${timeOf(window.startMinute)}-${timeOf(window.endMinute)}`);
    return windows.length ? `${name.slice(0, 3)} ${windows.join(', ')}` : null;
  }).filter((day): day is string => day !== null);
  return days.length ? days.join('; ') : 'none';
}

/** Fields whose values go into the audit log; the meeting link is noted as changed only (it may carry a passcode). */
const LOGGED_FIELDS = ['name', 'credential', 'photoUrl', 'timeZone', 'email', 'schedulingUrl', 'active'] as const;

function changesOf(before: CoachRecord, after: CoachRecord): { changed: string[]; values: string[] } {
  const changed: string[] = [];
  const values: string[] = [];
  for (const field of LOGGED_FIELDS) {
    if (before[field] === after[field]) continue;
    changed.push(field);
    values.push(`${field}: ${String(before[field] ?? 'none')} -> ${String(after[field] ?? 'none')}`);
  }
  if (before.meetingUrl !== after.meetingUrl) changed.push('meetingUrl');
  const [weeklyBefore, weeklyAfter] = [weeklySummary(before.weekly), weeklySummary(after.weekly)];
  if (weeklyBefore !== weeklyAfter) {
    changed.push('availability');
    values.push(`availability: ${weeklyBefore} -> ${weeklyAfter}`);
  }
  return { changed, values };
}

/** Adds a coach (last in the display order); the coach and its audit entry commit together. */
export async function addCoach(deps: Deps, admin: UserRecord, body: CoachBody): Promise<AdminCoachDto> {
  const at = deps.clock();
  return deps.db.transaction().execute(async (tx) => {
    const coach = recordOf(newId(at.getTime()), await nextCoachOrder(tx), body);
    await insertCoach(tx, coach, at.toISOString());
    await audit({ db: tx, clock: deps.clock }, admin, 'coach_add', null, {
      coachId: coach.id,
      name: coach.name,
      timeZone: coach.timeZone,
      active: coach.active,
      availability: weeklySummary(coach.weekly),
    });
    return toAdminCoachDto(coach);
  });
}

/**
 * Replaces a coach's details and weekly availability, audited with what changed. Sessions already
 * booked are never cancelled or moved, even outside the new hours: the coach keeps them.
 */
export async function updateCoachDetails(deps: Deps, admin: UserRecord, id: string, body: CoachBody): Promise<AdminCoachDto> {
  const at = deps.clock().toISOString();
  return deps.db.transaction().execute(async (tx) => {
    const before = await findCoach(tx, id);
    if (!before) throw new AppError('not_found', NOT_FOUND);
    const after = recordOf(id, before.order, body);
    if (!(await updateCoach(tx, after, at))) throw new AppError('not_found', NOT_FOUND);
    const { changed, values } = changesOf(before, after);
    await audit({ db: tx, clock: deps.clock }, admin, 'coach_update', null, {
      coachId: id,
      name: after.name,
      changed: changed.length ? changed.join(', ') : 'nothing',
      values: values.join('; '),
    });
    return toAdminCoachDto(after);
  });
}
