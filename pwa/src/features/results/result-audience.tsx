import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';

/**
 * Who reads a result view: the client (spoken to as "you"), or a counselor reading a client's
 * results (the client spoken of by name, in the third person). The content's explanations are
 * written to the client; a counselor sees them quoted as the client reads them.
 */
export type ResultAudience = { kind: 'client' } | { kind: 'counselor'; clientName: string };

const CLIENT: ResultAudience = { kind: 'client' };
const ResultAudienceContext = createContext<ResultAudience>(CLIENT);

export function ResultAudienceProvider({ audience, children }: { audience: ResultAudience; children: ReactNode }) {
  return <ResultAudienceContext.Provider value={audience}>{children}</ResultAudienceContext.Provider>;
}

export function useResultAudience(): ResultAudience {
  return useContext(ResultAudienceContext);
}

/** 'Your' for the client, "Casey's" for a counselor (names ending in s take a bare apostrophe). */
export function possessiveOf(audience: ResultAudience): string {
  if (audience.kind === 'client') return 'Your';
  return audience.clientName.endsWith('s') ? `${audience.clientName}'` : `${audience.clientName}'s`;
}

/** 'Your answers' / "Casey's answers": a heading or sentence start about the client's own things. */
export function whose(audience: ResultAudience, thing: string): string {
  return `${possessiveOf(audience)} ${thing}`;
}
