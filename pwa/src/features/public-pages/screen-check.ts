import type { DeviceCheckResult } from './device-check-result';

/** The app's mobile breakpoint (spec section 9): at this width or less it warns before the assessments. */
export const NARROW_SCREEN_MAX_PX = 780;
export const NARROW_SCREEN_QUERY = `(max-width: ${NARROW_SCREEN_MAX_PX}px)`;

/** The window's width in CSS pixels, against the width at which the app warns. */
export function checkScreen(width: number, narrow: boolean): DeviceCheckResult {
  const id = 'screen';
  const title = 'Screen size';
  if (narrow) {
    return {
      id,
      title,
      status: 'warn',
      detail: `This window is ${width} pixels wide. The app warns at ${NARROW_SCREEN_MAX_PX} pixels or less: the assessments are easier on a bigger screen.`,
      advice: 'Use a computer or a tablet, or turn this device sideways. You can still answer on this screen.',
    };
  }
  return { id, title, status: 'pass', detail: `This window is ${width} pixels wide: room enough for the assessments.` };
}
