import fs from 'node:fs';
import type { OnetOccupation } from './career-seed-mapping';

/** The shipped O*NET extract (see ../data/onet/PROVENANCE.md); 1,016 occupations, about 850 kB. */
const ONET_OCCUPATIONS_FILE = new URL('../data/onet/onet-occupations.json', import.meta.url);

let cached: OnetOccupation[] | undefined;

/**
 * The occupations of the shipped O*NET extract. Read once and kept: the file never changes while
 * the server runs, and seeding or re-seeding should not parse 850 kB again. The file is ours (copied
 * unchanged from the reference data), so only its outer shape is checked here.
 */
export function loadOnetOccupations(): OnetOccupation[] {
  if (cached) return cached;
  const parsed: unknown = JSON.parse(fs.readFileSync(ONET_OCCUPATIONS_FILE, 'utf8'));
  const occupations = (parsed as { occupations?: unknown } | null)?.occupations;
  if (!Array.isArray(occupations)) throw new Error(`${ONET_OCCUPATIONS_FILE.pathname} has no "occupations" array`);
  cached = occupations as OnetOccupation[];
  return cached;
}
