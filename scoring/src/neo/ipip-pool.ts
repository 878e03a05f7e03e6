import pool300 from './data/ipip-neo-300.json' with { type: 'json' };
import type { NeoDomainCode, NeoFacetCode } from './neo-codes';
import { isNeoDomainCode, isNeoFacetCode } from './neo-codes';

export type NeoKeying = 'plus' | 'minus';

/** One item of the public-domain IPIP-NEO-300 pool, as we use it. */
export interface IpipPoolItem {
  /** Position in Johnson's 300-item administration order (1..300). */
  ipip300Id: number;
  /** Position in Johnson's 120-item form, or null when the item is not in it. */
  ipip120Id: number | null;
  text: string;
  domain: NeoDomainCode;
  facet: NeoFacetCode;
  facetName: string;
  keyed: NeoKeying;
  /** IPIP item-bank ids (ipip.ori.org). */
  ipipIds: readonly string[];
}

interface RawPoolItem {
  id: number;
  text: string;
  domainCode: string;
  facet: string;
  facetCode: string;
  keyed: string;
  in120: boolean;
  johnson120Num?: number;
  ipipId: string[];
}

/** Checks one raw entry and narrows its codes; a malformed data file fails at load, loudly. */
export function parsePoolItem(raw: RawPoolItem): IpipPoolItem {
  const { id, domainCode, facetCode, keyed } = raw;
  if (!isNeoDomainCode(domainCode) || !isNeoFacetCode(facetCode) || !facetCode.startsWith(domainCode)) {
    throw new Error(`IPIP item ${id}: bad domain/facet ${domainCode}/${facetCode}.`);
  }
  if (keyed !== 'plus' && keyed !== 'minus') {
    throw new Error(`IPIP item ${id}: bad keying ${keyed}.`);
  }
  if (raw.in120 !== (raw.johnson120Num !== undefined)) {
    throw new Error(`IPIP item ${id}: in120 and johnson120Num disagree.`);
  }
  return {
    ipip300Id: id,
    ipip120Id: raw.johnson120Num ?? null,
    text: raw.text,
    domain: domainCode,
    facet: facetCode,
    facetName: raw.facet,
    keyed,
    ipipIds: raw.ipipId,
  };
}

/** The 300-item pool, checked and typed. */
export const IPIP_NEO_300_POOL: readonly IpipPoolItem[] = (pool300 as RawPoolItem[]).map(parsePoolItem);
