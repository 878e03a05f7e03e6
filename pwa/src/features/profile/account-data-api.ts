import type { DeleteAccountBody } from '@career/sync-server/accounts/contract/account-schemas';
import type { MessageResponse } from '@career/sync-server/accounts/contract/auth-schemas';
import { announceUnauthorized, api } from '../../api/api-client';
import { ApiError } from '../../api/api-error';

const OFFLINE = 'You appear to be offline. Please check your connection and try again.';
const FALLBACK_NAME = 'my-career-assessment-data.json';

/** GET /api/users/current/export: the file of everything the server holds about the signed-in client, and its name. */
export async function fetchAccountData(): Promise<{ blob: Blob; name: string }> {
  let response: Response;
  try {
    response = await fetch('/api/users/current/export', { credentials: 'same-origin', headers: { Accept: 'application/json' } });
  } catch {
    throw new ApiError(0, 'network', OFFLINE);
  }
  if (!response.ok) {
    if (response.status === 401) announceUnauthorized();
    throw ApiError.fromBody(response.status, await response.json().catch(() => null));
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? FALLBACK_NAME;
  return { blob: await response.blob(), name };
}

/** DELETE /api/users/current, confirmed by the account's password. */
export function deleteAccount(body: DeleteAccountBody): Promise<MessageResponse> {
  return api<MessageResponse>('/api/users/current', { method: 'DELETE', body });
}
