import { z } from 'zod';

/** POST /api/users/{id}/safety-check-in: the client's id. */
export const safetyCheckInParams = z.object({ id: z.string().min(1, 'Unknown user').max(64, 'Unknown user') });

/**
 * Its body: empty. What was said belongs in the counselor's own notes, not in a row every admin
 * and the audit log read.
 */
export const safetyCheckInBody = z.strictObject({});
