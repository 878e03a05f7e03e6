import type { WeeklyWindow } from '../services/coach-slots';

/**
 * DEMO COACHES, seeded in demo mode only: invented profiles (the "Example" surname, the
 * example.com addresses and the "demo profile" credentials say so), never presented as real
 * people. A real practice adds its coaches on the admin page instead.
 */
export interface CoachSeed {
  id: string;
  name: string;
  credential: string;
  timeZone: string;
  meetingUrl: string;
  email: string;
  order: number;
  weekly: WeeklyWindow[];
}

const hours = (weekdays: number[], ...spans: [number, number][]): WeeklyWindow[] =>
  weekdays.flatMap((weekday) => spans.map(([from, to]) => ({ weekday, startMinute: from * 60, endMinute: to * 60 })));

export const DEMO_COACHES: readonly CoachSeed[] = [
  {
    id: 'coach-dana-example',
    name: 'Dana Example, Ph.D.',
    credential: 'Counseling psychologist (demo profile)',
    timeZone: 'America/New_York',
    meetingUrl: 'https://meet.example.com/dana-example',
    email: 'dana.example@coaches.example.com',
    order: 1,
    weekly: hours([1, 2, 3, 4, 5], [9, 12], [13, 17]),
  },
  {
    id: 'coach-jordan-example',
    name: 'Jordan Example, Ph.D.',
    credential: 'Industrial-organizational psychologist (demo profile)',
    timeZone: 'America/Chicago',
    meetingUrl: 'https://meet.example.com/jordan-example',
    email: 'jordan.example@coaches.example.com',
    order: 2,
    weekly: hours([1, 2, 3, 4], [10, 16]),
  },
  {
    id: 'coach-sam-example',
    name: 'Sam Example, Ph.D.',
    credential: 'Career development psychologist (demo profile)',
    timeZone: 'America/Los_Angeles',
    meetingUrl: 'https://meet.example.com/sam-example',
    email: 'sam.example@coaches.example.com',
    order: 3,
    weekly: hours([2, 3, 4, 5, 6], [8, 12]),
  },
];
