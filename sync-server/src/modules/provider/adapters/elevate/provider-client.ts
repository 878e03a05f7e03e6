import type { LoginTokenRequest, LoginTokenResponse, ReportsRequest, ResultsResponse } from './elevate-api';

/** The MBTI/SII provider as the server uses it: the real Elevate API or the embedded simulator, over HTTP. */
export interface ProviderClient {
  readonly kind: 'elevate' | 'simulator';
  /** The origin the browser's hand-off form may post to (the CSP's form-action and a check on loginUrl). */
  loginOrigin(): string;
  createLoginToken(request: LoginTokenRequest): Promise<LoginTokenResponse>;
  /** Asks the provider to generate the reports of the tests completed in the window. */
  generateReports(request: ReportsRequest): Promise<'ok' | 'user_not_found'>;
  /** The user's completed tests in the window. */
  fetchResults(query: ReportsRequest): Promise<ResultsResponse | 'user_not_found'>;
}

/** A failed provider call. `retryable`: no answer, a timeout, 429 or 5xx (worth trying again later). */
export class ProviderError extends Error {
  override readonly name = 'ProviderError';

  constructor(
    message: string,
    readonly status: number,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
