/** Domain codes of the five-factor model, in the IPIP forms' presentation order. */
export const NEO_DOMAIN_CODES = ['N', 'E', 'O', 'A', 'C'] as const;
export type NeoDomainCode = (typeof NEO_DOMAIN_CODES)[number];

export const NEO_FACET_NUMBERS = [1, 2, 3, 4, 5, 6] as const;
export type NeoFacetNumber = (typeof NEO_FACET_NUMBERS)[number];
export type NeoFacetCode = `${NeoDomainCode}${NeoFacetNumber}`;

/** Result keys of the domains (spec: neuroticism, extraversion, openness, agreeableness, conscientiousness). */
export const NEO_DOMAIN_KEYS = {
  N: 'neuroticism',
  E: 'extraversion',
  O: 'openness',
  A: 'agreeableness',
  C: 'conscientiousness',
} as const satisfies Record<NeoDomainCode, string>;
export type NeoDomainKey = (typeof NEO_DOMAIN_KEYS)[NeoDomainCode];

/**
 * The 30 facets in the IPIP forms' cycle: N1 E1 O1 A1 C1 N2 E2 ... C6. Items are presented by
 * walking this cycle repeatedly.
 */
export const NEO_FACET_CYCLE: readonly NeoFacetCode[] = NEO_FACET_NUMBERS.flatMap((number) =>
  NEO_DOMAIN_CODES.map((domain): NeoFacetCode => `${domain}${number}`),
);

export function isNeoDomainCode(value: unknown): value is NeoDomainCode {
  return typeof value === 'string' && (NEO_DOMAIN_CODES as readonly string[]).includes(value);
}

export function isNeoFacetCode(value: unknown): value is NeoFacetCode {
  return typeof value === 'string' && (NEO_FACET_CYCLE as readonly string[]).includes(value);
}
