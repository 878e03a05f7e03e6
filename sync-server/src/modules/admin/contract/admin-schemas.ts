import { z } from 'zod';
import { AUDIT_ACTIONS } from './audit-dto';

const userId = z.string({ error: 'userId is required' }).min(1, 'userId is required').max(64, 'userId is invalid');

/** POST /api/admin/act-as */
export const actAsBody = z.strictObject({ userId });

/** GET /api/admin/audit */
export const auditQuery = z.strictObject({
  action: z.enum(AUDIT_ACTIONS, { error: 'Unknown action' }).optional(),
  actorId: z.string().max(64).optional(),
  subjectId: z.string().max(64).optional(),
  from: z.iso.datetime({ offset: true, error: 'from must be a date and time' }).optional(),
  to: z.iso.datetime({ offset: true, error: 'to must be a date and time' }).optional(),
  before: z.string().max(64).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** POST /api/admin/exports: what an admin is about to download (recorded in the audit log). */
export const exportBody = z.strictObject({
  rows: z.number().int().min(0).max(1_000_000),
  search: z.string().max(100).default(''),
});
