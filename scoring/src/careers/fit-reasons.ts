import type { FitReason } from './career-fit-types';

/** A part's reasons, split as views show them (provenance.md, "Reasons"). */
export interface SidedReasons {
  /** "Why it may fit". */
  reasonsFor: FitReason[];
  /** "Worth knowing": reasons against, and gaps. */
  worthKnowing: FitReason[];
}

export const NO_REASONS: SidedReasons = { reasonsFor: [], worthKnowing: [] };

/** One reason on one side. */
export function sided(side: keyof SidedReasons, reason: FitReason | null): SidedReasons {
  if (reason === null) return NO_REASONS;
  return side === 'reasonsFor' ? { reasonsFor: [reason], worthKnowing: [] } : { reasonsFor: [], worthKnowing: [reason] };
}

/**
 * The parts' reasons together, each side strongest first. The sort is stable: equal strengths keep
 * the order the parts are given in (interests, values, education, salary).
 */
export function mergeReasons(parts: readonly SidedReasons[]): SidedReasons {
  const byStrength = (a: FitReason, b: FitReason): number => b.strength - a.strength;
  return {
    reasonsFor: parts.flatMap((part) => part.reasonsFor).sort(byStrength),
    worthKnowing: parts.flatMap((part) => part.worthKnowing).sort(byStrength),
  };
}
