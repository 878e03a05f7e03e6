import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth-schemas';

/** DELETE /api/users/current: the account's own password confirms the deletion. Browser-safe. */
export const deleteAccountBody = z.strictObject({
  password: z
    .string({ error: (issue) => (issue.input === undefined ? 'Password field is required' : 'Password must be text') })
    .min(1, 'Password field is required')
    .max(PASSWORD_MAX_LENGTH, 'Password incorrect'),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBody>;

/** The field message and the error message of a wrong password (nothing is deleted). */
export const DELETE_PASSWORD_INCORRECT = 'Password incorrect';
export const ACCOUNT_NOT_DELETED_MESSAGE = 'Your account was not deleted: the password is not correct.';
/** Admins keep their accounts: the audit log must go on naming who did what. */
export const ADMIN_NOT_DELETABLE_MESSAGE = 'Admin accounts cannot be deleted here: the audit log must keep naming who did what.';
