/**
 * Version of the scoring rules. Bump it whenever a key, band, norm or formula changes so stored
 * results can be traced to the rules that produced them.
 */
export const SCORING_VERSION = '1.0.0';

/** Every stored result carries the rules and the instrument version it was scored with. */
export interface ResultMeta {
  scoringVersion: string;
  instrumentVersion: string;
}
