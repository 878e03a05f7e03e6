import { useCallback, useEffect, useRef, useState } from 'react';
import { sendWithProof } from './proof-retry';

/**
 * A form's sends with the proof-of-work retry (proof-retry.ts): `checking` is true while the
 * browser is being checked, for the status line (ProofStatus). Leaving the page ends a check.
 */
export function useProofRetry() {
  const [checking, setChecking] = useState(false);
  const mounted = useRef<AbortController | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    mounted.current = controller;
    return () => controller.abort();
  }, []);
  const withProof = useCallback(<T>(send: (proof?: string) => Promise<T>) => sendWithProof(send, { onChecking: setChecking, signal: mounted.current?.signal }), []);
  return { checking, withProof };
}
