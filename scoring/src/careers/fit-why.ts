import type { CareerFit } from './career-fit-types';

export const WHY_MAX_REASONS = 3;
export const WHY_MIN_REASONS = 2;

/**
 * The fit's 2-3 strongest reasons as one text: up to three reasons that moved the fit
 * (strength > 0), filled up to two with neutral facts (strength 0) when fewer moved it; fewer
 * only when the fit has fewer reasons. Reasons are already strongest first.
 */
export function fitWhy(fit: Pick<CareerFit, 'reasons'>): string {
  const moving = fit.reasons.filter((reason) => reason.strength > 0).slice(0, WHY_MAX_REASONS);
  const neutral = fit.reasons.filter((reason) => !(reason.strength > 0));
  const chosen = [...moving, ...neutral.slice(0, Math.max(0, WHY_MIN_REASONS - moving.length))];
  return chosen.map((reason) => reason.text).join(' ');
}
