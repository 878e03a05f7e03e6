import type { ChoiceOption, TextItem } from '../choice-item';
import type { InstrumentInfo } from '../instrument-info';
import type { IpipPoolItem, NeoKeying } from './ipip-pool';
import { IPIP_NEO_300_POOL } from './ipip-pool';
import type { NeoDomainCode, NeoDomainKey, NeoFacetCode } from './neo-codes';
import { NEO_DOMAIN_CODES, NEO_DOMAIN_KEYS, NEO_FACET_NUMBERS } from './neo-codes';
import type { NeoNormGroup } from './neo-norms';
import { neoNormTable } from './neo-norms';
import type { NeoReliability } from './neo-reliability';
import { neoReliability } from './neo-reliability';
import { orderNeoItems, selectNeoItems } from './select-neo-items';
import type { LevelCutoffs } from '../t-score-level';
import type { HighlightBand } from './t-score-scale';

export interface NeoItem extends TextItem {
  domain: NeoDomainCode;
  facet: NeoFacetCode;
  keyed: NeoKeying;
  /** Position in Johnson's IPIP-NEO-300 (1..300). */
  ipip300Id: number;
  /** Position in Johnson's IPIP-NEO-120, or null for the items we added. */
  ipip120Id: number | null;
}

export interface NeoFacetInfo {
  code: NeoFacetCode;
  name: string;
}

export interface NeoDomainInfo {
  code: NeoDomainCode;
  key: NeoDomainKey;
  name: string;
  facets: readonly NeoFacetInfo[];
}

export interface NeoDefinition extends InstrumentInfo {
  id: 'neo';
  /** One 5-point accuracy scale shared by every item, stored '0'..'4'. */
  options: readonly ChoiceOption[];
  domains: readonly NeoDomainInfo[];
  itemsPerFacet: number;
  /** In presentation order; answer index = position in this list. */
  items: readonly NeoItem[];
  /** Estimated norms (nobody took this form in the groups): 4 sex x age bands, then the combined norms. */
  norms: readonly NeoNormGroup[];
  /** Where the norms come from, in words (stored with each result). */
  normsSource: string;
  /** Reliability of each scale: its 95% band is T +/- 1.96 x 10 sqrt(1 - r) (neo-reliability.ts). */
  reliability: NeoReliability;
  levelCutoffs: LevelCutoffs;
  /** Chart bands behind the marker: [20, 40) Low, [40, 60] Average, (60, 80] High. */
  highlightBands: readonly HighlightBand[];
  /** T-score range of the chart; scores outside it are drawn at its edge. */
  chartRange: readonly [number, number];
}

const ITEMS_PER_FACET = 8;

const DOMAIN_NAMES: Record<NeoDomainCode, string> = {
  N: 'Neuroticism',
  E: 'Extraversion',
  O: 'Openness to Experience',
  A: 'Agreeableness',
  C: 'Conscientiousness',
};

function toItem(item: IpipPoolItem): NeoItem {
  return {
    id: `ipip300-${item.ipip300Id}`,
    text: item.text,
    domain: item.domain,
    facet: item.facet,
    keyed: item.keyed,
    ipip300Id: item.ipip300Id,
    ipip120Id: item.ipip120Id,
  };
}

function facetName(code: NeoFacetCode): string {
  const found = IPIP_NEO_300_POOL.find((item) => item.facet === code);
  if (found === undefined) {
    throw new Error(`No IPIP item for facet ${code}.`);
  }
  return found.facetName;
}

const ITEMS = orderNeoItems(selectNeoItems(IPIP_NEO_300_POOL, ITEMS_PER_FACET - 4)).map(toItem);

const NORMS = neoNormTable(ITEMS_PER_FACET);

function combinedNorms(): NeoNormGroup {
  const combined = NORMS.find((group) => group.sex === 'combined');
  if (combined === undefined) throw new Error('No combined NEO norms.');
  return combined;
}

export const neoDefinition: NeoDefinition = {
  id: 'neo',
  instrumentVersion: '1.0.0',
  name: 'NEO Personality Inventory',
  totalQuestions: ITEMS.length,
  timeToComplete: '45-60 minutes',
  whatIsIt:
    'A 240-item questionnaire on the five broad dimensions of personality (neuroticism, extraversion, openness, agreeableness and conscientiousness), each split into six more specific facets. It uses public-domain items of the International Personality Item Pool (IPIP).',
  whyIsItUsed:
    'Personality shapes the kinds of work, teams and environments in which people do well and feel at ease. Your profile helps your counselor connect career options to how you like to work.',
  instructions:
    'Each statement describes a way people think, feel or act. Choose how accurately it describes you as you usually are today, not as you would like to be, compared with people you know of your own sex and about your age. Your answers are confidential, so answer honestly. Go with your first reaction and answer every statement.',
  options: [
    { value: '0', label: 'Very Inaccurate' },
    { value: '1', label: 'Moderately Inaccurate' },
    { value: '2', label: 'Neither Accurate Nor Inaccurate' },
    { value: '3', label: 'Moderately Accurate' },
    { value: '4', label: 'Very Accurate' },
  ],
  domains: NEO_DOMAIN_CODES.map((code) => ({
    code,
    key: NEO_DOMAIN_KEYS[code],
    name: DOMAIN_NAMES[code],
    facets: NEO_FACET_NUMBERS.map((number) => {
      const facet: NeoFacetCode = `${code}${number}`;
      return { code: facet, name: facetName(facet) };
    }),
  })),
  itemsPerFacet: ITEMS_PER_FACET,
  items: ITEMS,
  norms: NORMS,
  normsSource: "estimated from J. A. Johnson's IPIP-NEO-120 and -300 samples",
  reliability: neoReliability(ITEMS_PER_FACET, combinedNorms()),
  levelCutoffs: { low: 40, high: 60 },
  highlightBands: [
    { level: 'Low', from: 20, to: 40 },
    { level: 'Average', from: 40, to: 60 },
    { level: 'High', from: 60, to: 80 },
  ],
  chartRange: [20, 80],
  provenance: {
    source:
      "International Personality Item Pool (Goldberg; ipip.ori.org): 240 items of the IPIP-NEO-300 in Johnson's administration order, 8 per facet (the IPIP-NEO-120's 4 plus 4 chosen to balance keying). Norms: estimated from Johnson's IPIP-NEO raw-score norms by sex and age, carried to 8 items per facet with each age band's own difference from the adult pool. See src/neo/provenance.md.",
    licence: 'IPIP items and Johnson norms: public domain. IPIP-NEO-120 packaging (@bigfive-org/questions): MIT.',
    provisional: [
      'The 240-item form is our own selection: its facet and domain norms are estimated from the 120- and 300-item norms under an item model, not measured.',
      'Half of the facet reliabilities are stand-ins (the lowest published alpha) until Johnson\'s figures for them are copied in.',
      'No norms exist for non-binary respondents; they are scored against the 50/50 mixture of the male and female norms.',
    ],
    notes:
      'This is not the NEO PI-3: NEO PI-3 items and norms are proprietary (PAR) and are not shipped. An operator who licenses them can load their text with replaceItemTexts and must replace the norms.',
  },
};
