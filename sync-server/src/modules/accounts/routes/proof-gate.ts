import type { AppDeps } from '../../../app-deps';
import { AppError } from '../../../http/app-error';

export const PROOF_MESSAGE = 'Your browser needs a quick check before it can sign in right now. Please try again.';

/**
 * While password checks queue (auth/hash-pressure.ts), a sign-in or sign-up from a browser the
 * server does not know must carry a solved proof-of-work challenge before anything is hashed or
 * counted; known devices and quiet times never see one. 428 `proof_required` tells the PWA to
 * fetch a challenge (GET /api/auth/challenge), solve it and send the request again.
 */
export async function requireProof(deps: Pick<AppDeps, 'hashPressure' | 'proofOfWork'>, proof: string | undefined, knownDevice: boolean): Promise<void> {
  if (knownDevice || deps.hashPressure.level() === 0) return;
  if (proof !== undefined && (await deps.proofOfWork.verify(proof))) return;
  throw new AppError('proof_required', PROOF_MESSAGE);
}
