import type { NeoFacetCode } from '@career/scoring/neo/neo-codes';
import type { NeoDefinition } from '@career/scoring/neo/neo-definition';
import { neoDefinition } from '@career/scoring/neo/neo-definition';

/**
 * Demo data, not a result: how strongly the demo client shows each facet, as the item score
 * (1 = very low .. 5 = very high) they would give a plus-keyed item of that facet. A reflective,
 * somewhat anxious, imaginative and caring person, reserved in groups, averagely organised.
 */
export const DEMO_NEO_INTENTIONS: Readonly<Record<NeoFacetCode, number>> = {
  // Neuroticism: worries and second-guesses, rarely angry or impulsive.
  N1: 3.5, N2: 2.5, N3: 3, N4: 3.5, N5: 2.5, N6: 3,
  // Extraversion: warm one-to-one, avoids crowds and thrills.
  E1: 3.5, E2: 1.5, E3: 2.5, E4: 3, E5: 2, E6: 3,
  // Openness: imaginative, artistic, curious.
  O1: 4.5, O2: 4.5, O3: 4, O4: 3.5, O5: 4.5, O6: 3.5,
  // Agreeableness: caring and principled.
  A1: 3.5, A2: 4, A3: 4.5, A4: 3.5, A5: 3.5, A6: 4.5,
  // Conscientiousness: dutiful, not very tidy.
  C1: 3.5, C2: 2.5, C3: 4, C4: 3.5, C5: 3, C6: 3.5,
};

/** How the nth item of a facet strays from the intention, so answers vary as real ones do. */
const ITEM_WOBBLE = [0, 0.5, -0.5, 1, -1, 0.5, 0, -0.5] as const;

/**
 * The answers ('0'..'4', in item order) a person with these intentions gives: each item's score
 * is the facet's intention plus a small per-item wobble, rounded and kept in 1..5, then stored
 * by the item's keying (a minus-keyed item is answered the other way round).
 */
export function neoAnswersFor(intentions: Readonly<Record<NeoFacetCode, number>>, definition: NeoDefinition = neoDefinition): string[] {
  const seen = new Map<NeoFacetCode, number>();
  return definition.items.map((item) => {
    const nth = seen.get(item.facet) ?? 0;
    seen.set(item.facet, nth + 1);
    const wobble = ITEM_WOBBLE[nth % ITEM_WOBBLE.length] ?? 0;
    const score = Math.min(5, Math.max(1, Math.round(intentions[item.facet] + wobble)));
    return String(item.keyed === 'plus' ? score - 1 : 5 - score);
  });
}

export const DEMO_NEO_ANSWERS: readonly string[] = neoAnswersFor(DEMO_NEO_INTENTIONS);
