import type { QueryClient } from '@tanstack/react-query';
import { forgetCachedProfile } from '../auth/current-user-query';

/**
 * After the server deleted the account: its answers, upload queue and cached profile leave this
 * device, nothing of it stays in memory, and the app starts afresh on '/' (signed out, with a flash).
 */
export async function leaveDeletedAccount(userId: string, queryClient: QueryClient): Promise<void> {
  try {
    await (await import('./forget-device-data')).forgetDeviceData(userId);
  } catch (error) {
    console.warn('Could not remove the answers from this device', error);
  }
  await forgetCachedProfile().catch(() => undefined);
  queryClient.clear();
  window.location.assign('/?accountDeleted');
}
