/** Sessions can be changed or cancelled up to 24 hours before they start (the server's rule too). */
export const CHANGE_CUTOFF_HOURS = 24;

export const CUTOFF_MESSAGE = `Sessions can be changed or cancelled up to ${CHANGE_CUTOFF_HOURS} hours before they start.`;

export function canChange(startTime: string, now = Date.now()): boolean {
  return Date.parse(startTime) - now >= CHANGE_CUTOFF_HOURS * 3_600_000;
}
