import type { DeviceCheckResult } from './device-check-result';
import type { ServerProbe } from './server-probe';

/** More than this between the device and the server, and session times shown here are wrong. */
export const MAX_CLOCK_SKEW_MS = 5 * 60 * 1000;

/** 'UTC-06:00' for a zone 6 hours behind UTC at `now`. */
export function utcOffset(now: Date): string {
  const minutes = -now.getTimezoneOffset();
  const sign = minutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  return `UTC${sign}${hours}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
}

function minutesText(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / 60_000);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** The device's clock and time zone, compared with the server's clock when it answered. */
export function checkClock(now: Date, probe: ServerProbe, timeZone: string | undefined = Intl.DateTimeFormat().resolvedOptions().timeZone): DeviceCheckResult {
  const id = 'clock';
  const title = 'Clock and time zone';
  const local = now.toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' });
  const zone = timeZone ? `${timeZone} (${utcOffset(now)})` : utcOffset(now);
  const detail = `The time here is ${local}, time zone ${zone}.`;
  if (!timeZone) {
    return {
      id,
      title,
      status: 'warn',
      detail: `${detail} The browser does not name its time zone.`,
      advice: 'Session times are shown on this device’s clock: check that its time zone is set in the device settings.',
    };
  }
  if (probe.serverTime) {
    const skew = now.getTime() - probe.serverTime.getTime();
    if (Math.abs(skew) > MAX_CLOCK_SKEW_MS) {
      return {
        id,
        title,
        status: 'warn',
        detail: `${detail} This clock is ${minutesText(skew)} ${skew > 0 ? 'ahead of' : 'behind'} the server’s.`,
        advice: 'Turn on “Set time automatically” in the device’s date and time settings: session times are shown on this clock.',
      };
    }
    return { id, title, status: 'pass', detail: `${detail} It agrees with the server’s clock.` };
  }
  return { id, title, status: 'pass', detail: `${detail} It could not be compared with the server’s clock just now.` };
}
