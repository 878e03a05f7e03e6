import { ApiError } from '../../api/api-error';
import { fetchChallenge } from './auth-api';

export interface ProofRetryOptions {
  /** True while the browser is being checked (the challenge fetched and solved). */
  onChecking: (checking: boolean) => void;
  /** Ends a check in progress (the form went away). */
  signal?: AbortSignal;
}

const isProofRequired = (error: unknown): error is ApiError => error instanceof ApiError && error.code === 'proof_required';

/**
 * Sends a sign-in or sign-up; answered 428 `proof_required` (the server is busy and does not know
 * this browser), it fetches a challenge, solves it and sends the same request once more with the
 * proof. Never more than once: a second 428 is thrown as it came, and a check that could not be
 * done throws the first 428, so the form shows the server's words. A challenge the server would
 * not give (offline, too many requests) throws that refusal instead.
 */
export async function sendWithProof<T>(send: (proof?: string) => Promise<T>, options: ProofRetryOptions): Promise<T> {
  try {
    return await send();
  } catch (error) {
    if (!isProofRequired(error)) throw error;
    return send(await checkBrowser(error, options));
  }
}

async function checkBrowser(refusal: ApiError, { onChecking, signal }: ProofRetryOptions): Promise<string> {
  onChecking(true);
  try {
    // The solver's code loads only when a check is asked for (rarely): not with the login page.
    const [{ challenge }, { solveProof }] = await Promise.all([fetchChallenge(signal), import('./proof-of-work')]);
    return await solveProof(challenge, signal);
  } catch (error) {
    throw error instanceof ApiError ? error : refusal;
  } finally {
    onChecking(false);
  }
}
