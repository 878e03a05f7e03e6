import type { CoachSession } from '../../plans/contract/plan-dto';

/** One weekly window of a coach, on the coach's own clock: weekday 0 (Sunday) to 6, 'HH:mm' times ('24:00' ends at midnight). */
export interface WeeklyWindowDto {
  weekday: number;
  start: string;
  end: string;
}

/** GET /api/admin/coaches: everything about a coach, for the admin page. Browser-safe. */
export interface AdminCoachDto {
  _id: string;
  name: string;
  credential: string;
  photoUrl: string | null;
  /** IANA time zone of the weekly availability (America/New_York). */
  timeZone: string;
  meetingUrl: string;
  /** The coach's event page on a scheduling provider; null with the built-in scheduler. */
  schedulingUrl: string | null;
  email: string;
  order: number;
  /** Inactive coaches are hidden from clients; their booked sessions stay. */
  active: boolean;
  weekly: WeeklyWindowDto[];
}

/** One upcoming live session in GET /api/admin/bookings. */
export interface AdminBookingDto {
  _id: string;
  startAt: string;
  endAt: string;
  type: CoachSession;
  client: { _id: string; firstName: string; lastName: string; email: string };
  coach: { _id: string; name: string };
}

/** GET /api/admin/bookings: soonest first, a page at a time (`next` continues after the last one). */
export interface AdminBookingPageDto {
  bookings: AdminBookingDto[];
  next: { afterStart: string; afterId: string } | null;
}
