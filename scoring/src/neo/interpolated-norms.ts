import { NEO_DOMAIN_CODES, NEO_FACET_CYCLE } from './neo-codes';
import type { JohnsonNormGroup, NeoNormGroup } from './neo-norms';
import { buildNeoNorms } from './neo-norms';
import { allNormPools, poolOfBand } from './norm-pools';
import type { NormStat } from './rescale-norms';
import { interpolateNorm } from './rescale-norms';

function cell(table: Record<string, NormStat>, code: string): NormStat {
  const found = table[code];
  if (found === undefined) throw new Error(`Johnson norms: no ${code}.`);
  return found;
}

/**
 * The norms of scoring versions up to 1.1.0, kept only to show what issue 42 changed
 * (provenance.md's before/after table and the gradient check): each band's 120-item norms
 * interpolated linearly, 2/3 of the way at 8 items, towards the 300-item norms of the group
 * that pools it. For the bands over 20 that pool is all adults, so a band's own difference
 * from the adult mean is carried at a sixth of its size per item.
 */
export function interpolatedNeoNorms(groups: readonly JohnsonNormGroup[], itemsPerFacet: number): NeoNormGroup[] {
  const shorts = groups.filter((group) => group.instrument === 'IPIP-NEO-120');
  const pools = allNormPools(groups);
  return buildNeoNorms(groups, itemsPerFacet).map((built, index) => {
    const short = shorts[index];
    if (short === undefined) throw new Error(`No 120-item group for ${built.label}.`);
    const { long } = poolOfBand(pools, short);
    const facets = Object.fromEntries(
      NEO_FACET_CYCLE.map((code) => [code, interpolateNorm(cell(short.facets, code), 4, cell(long.facets, code), 10, itemsPerFacet)]),
    ) as NeoNormGroup['facets'];
    const domains = Object.fromEntries(
      NEO_DOMAIN_CODES.map((code) => [code, interpolateNorm(cell(short.domains, code), 24, cell(long.domains, code), 60, 6 * itemsPerFacet)]),
    ) as NeoNormGroup['domains'];
    return { ...built, facets, domains };
  });
}
