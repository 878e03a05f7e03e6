import type { CareerFit } from './career-fit-types';

export const WHY_MAX_REASONS = 3;

/**
 * A fit's reasons as views show them: `why` ("Why it may fit"), the up to three strongest reasons
 * for; `worthKnowing`, every reason against, strongest first. The fit's lists are already
 * strongest first.
 */
export function fitReasonTexts(fit: Pick<CareerFit, 'reasonsFor' | 'worthKnowing'>): { why: string[]; worthKnowing: string[] } {
  return {
    why: fit.reasonsFor.slice(0, WHY_MAX_REASONS).map((reason) => reason.text),
    worthKnowing: fit.worthKnowing.map((reason) => reason.text),
  };
}
