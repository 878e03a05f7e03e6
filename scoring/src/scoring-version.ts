/**
 * Version of the scoring rules. Bump it whenever a key, band, norm or formula changes so stored
 * results can be traced to the rules that produced them.
 * 1.1.0: the NEO is compared with the client's sex and age band, or the combined norms of all
 * ages when either is not given (1.0.0 assumed age 30 when the age was unknown).
 * 1.2.0: NEO norms keep each age band's difference from the adult pool (they carried a sixth of
 * it); every NEO scale and Strong theme carries its 95% band; NEO norms say they are estimated;
 * Strong Occupational Scales read 40+ as similar interests; the depression result has its safety level.
 */
export const SCORING_VERSION = '1.2.0';

/** Every stored result carries the rules and the instrument version it was scored with. */
export interface ResultMeta {
  scoringVersion: string;
  instrumentVersion: string;
}
