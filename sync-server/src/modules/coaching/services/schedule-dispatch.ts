import type { AppDeps } from '../../../app-deps';
import type { ScheduleBody, ScheduleResponse } from '../contract/schedule-schemas';
import { isWidgetScheduleBody } from '../contract/schedule-schemas';
import type { SessionType } from '../repositories/booking-repository';
import { listLiveBookingsOfUser } from '../repositories/booking-repository';
import type { UserRecord } from '../../accounts/services/user-store';
import { AppError } from '../../../http/app-error';
import { findActiveCoach } from '../repositories/coach-repository';
import { cancelSession, scheduleSession } from './booking-service';
import { WIDGET_COACH_ONLY_MESSAGE, widgetPageOf } from './coach-widget-page';
import { cancelWidgetSession, releaseMovedWidgetBooking, scheduleWidgetSession } from './widget-booking';

const liveOfType = async (deps: AppDeps, user: UserRecord, type: SessionType) =>
  (await listLiveBookingsOfUser(deps.db, user.id)).find((booking) => booking.type === type);

/**
 * POST /api/users/schedule: the widget form goes to the provider path (widget-booking.ts), the
 * built-in form to the built-in scheduler. A built-in move of a session booked through the widget
 * also cancels the earlier event at the provider.
 */
export async function bookSession(deps: AppDeps, user: UserRecord, body: ScheduleBody): Promise<ScheduleResponse> {
  if (isWidgetScheduleBody(body)) return scheduleWidgetSession(deps, user, body);
  // A widget coach's calendar lives at the provider: a built-in booking would be unknown there.
  const coach = await findActiveCoach(deps.db, body.coachId);
  if (coach && widgetPageOf(coach, deps.scheduling?.widgetOrigin)) throw new AppError('unprocessable', WIDGET_COACH_ONLY_MESSAGE);
  const previous = deps.scheduling ? await liveOfType(deps, user, body.type) : undefined;
  const answer = await scheduleSession(deps, user, body);
  await releaseMovedWidgetBooking(deps, user, previous);
  return answer;
}

/** DELETE /api/users/schedule/{type}: a widget booking is cancelled at the provider too. */
export async function cancelAnySession(deps: AppDeps, user: UserRecord, type: SessionType): Promise<void> {
  const booking = await liveOfType(deps, user, type);
  if (booking?.providerEventId) return cancelWidgetSession(deps, user, { ...booking, providerEventId: booking.providerEventId });
  return cancelSession(deps, user, type);
}
