import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { localDb } from './local-db';

/** The signed-in user's profile on this device, so a reload offline still shows the app. */
export async function saveProfile(user: CurrentUserDto): Promise<void> {
  await localDb.profile.put({ key: 'current', user, savedAt: new Date().toISOString() });
}

export async function loadProfile(): Promise<CurrentUserDto | undefined> {
  return (await localDb.profile.get('current'))?.user;
}

/** Signed out: the profile and the career ideas shared with the user leave this device (marks not yet uploaded stay, as answers do). */
export async function clearProfile(): Promise<void> {
  await localDb.transaction('rw', localDb.profile, localDb.shortlists, async () => {
    await localDb.profile.clear();
    await localDb.shortlists.clear();
  });
}
