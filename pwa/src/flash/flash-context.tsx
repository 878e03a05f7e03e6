import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

export type FlashIntent = 'success' | 'warning' | 'error' | 'info';

export interface Flash {
  id: number;
  text: string;
  intent: FlashIntent;
}

interface FlashApi {
  flash: Flash | null;
  show(text: string, intent?: FlashIntent): void;
  clear(): void;
}

const FlashContext = createContext<FlashApi | null>(null);
let nextId = 1;

/** One flash message at a time, shown above the page and kept across navigation. */
export function FlashProvider({ children }: { children: ReactNode }) {
  const [flash, setFlash] = useState<Flash | null>(null);
  const show = useCallback((text: string, intent: FlashIntent = 'success') => setFlash({ id: nextId++, text, intent }), []);
  const clear = useCallback(() => setFlash(null), []);
  const value = useMemo(() => ({ flash, show, clear }), [flash, show, clear]);
  return <FlashContext.Provider value={value}>{children}</FlashContext.Provider>;
}

export function useFlash(): FlashApi {
  const api = useContext(FlashContext);
  if (!api) throw new Error('useFlash must be used inside FlashProvider');
  return api;
}
