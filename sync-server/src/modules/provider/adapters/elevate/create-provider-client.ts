import type { ProviderConfig } from '../../../../env';
import { createHttpProviderClient } from './http-provider-client';
import type { ProviderClient } from './provider-client';

/** The embedded simulator's mount path (see simulator/elevate-simulator.ts). */
export const SIMULATOR_BASE_PATH = '/elevate-sim';

export interface ProviderClientOptions {
  /** The browser-facing address of this server (the simulator's login page is on it). */
  publicUrl: string;
  /** Where this server itself can be reached (its listening address), for the simulator's API. */
  selfUrl: () => string;
  /** The simulator's API key (derived from the session secret). */
  simulatorKey: string;
  /** Tests: the app's own request function instead of a socket. */
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
}

/**
 * The provider's client: Elevate's API when configured; in demo mode the embedded simulator,
 * spoken to over HTTP through the same client; undefined when off.
 */
export function createProviderClient(config: ProviderConfig, options: ProviderClientOptions): ProviderClient | undefined {
  if (config.kind === 'off') return undefined;
  if (config.kind === 'elevate') {
    return createHttpProviderClient({ kind: 'elevate', baseUrl: () => config.apiUrl, apiKey: config.apiKey, loginOrigin: () => config.loginOrigin, fetch: options.fetch });
  }
  const publicOrigin = new URL(options.publicUrl).origin;
  return createHttpProviderClient({
    kind: 'simulator',
    baseUrl: () => `${options.selfUrl()}${SIMULATOR_BASE_PATH}`,
    apiKey: options.simulatorKey,
    loginOrigin: () => publicOrigin,
    fetch: options.fetch,
    // On the same machine: a short timeout and quick retries.
    timeoutMs: 5_000,
    retryDelayMs: 100,
  });
}
