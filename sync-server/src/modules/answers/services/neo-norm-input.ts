import type { Demographics } from '@career/scoring/neo/norm-input-of';
import { neoNormInputOf as normInputInYear } from '@career/scoring/neo/norm-input-of';
import type { NeoNormInput } from '@career/scoring/neo/select-norm-group';

export type { Demographics };

/** Who a client's NEO scored at `now` is compared with (the age they turn that year, their sex). */
export function neoNormInputOf(demographics: Demographics, now: Date): NeoNormInput {
  return normInputInYear(demographics, now.getUTCFullYear());
}
