import { useLiveQuery } from 'dexie-react-hooks';
import { readDeviceIdeaMarks } from './idea-mark-store';
import type { DeviceIdeaMarks } from './idea-mark-store';

const NONE: DeviceIdeaMarks = { local: [], stored: [] };

async function read(userId: string | undefined): Promise<DeviceIdeaMarks> {
  if (userId === undefined) return NONE;
  try {
    return await readDeviceIdeaMarks(userId);
  } catch (error) {
    console.error('Could not read the marks saved on this device', error);
    return NONE;
  }
}

/**
 * The user's marks on this device and the server's marks as cached here, live (also when the sync
 * engine acknowledges them); none until read, and none without a user.
 */
export function useDeviceIdeaMarks(userId: string | undefined): DeviceIdeaMarks {
  return useLiveQuery(() => read(userId), [userId], NONE);
}
