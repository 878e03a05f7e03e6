import type { CoachRecord } from '../repositories/coach-repository';

/** With the scheduling widget configured, a coach whose page is on its origin is booked there alone. */
export const WIDGET_COACH_ONLY_MESSAGE = "This coach's times are booked through their scheduling page.";

/**
 * The coach's booking page on the scheduling widget, when the widget is configured and the page is
 * on the widget's origin (the app frames and listens to nothing else); null otherwise: the coach is
 * booked with the built-in scheduler.
 */
export function widgetPageOf(coach: Pick<CoachRecord, 'schedulingUrl'>, widgetOrigin: string | undefined): string | null {
  if (!widgetOrigin || coach.schedulingUrl === null || !URL.canParse(coach.schedulingUrl)) return null;
  return new URL(coach.schedulingUrl).origin === widgetOrigin ? coach.schedulingUrl : null;
}
