import Dexie from 'dexie';
import { localDb } from '../../offline/local-db';

/**
 * After the account is deleted: its answers, upload queue, assessment states, shared career ideas
 * and marks on them leave this device, and so does the cached profile (other users' answers on a shared browser stay theirs).
 * Loaded only when an account is deleted (Dexie is not part of the profile page's code).
 */
export async function forgetDeviceData(userId: string): Promise<void> {
  await localDb.transaction('rw', [localDb.answers, localDb.outbox, localDb.assessmentState, localDb.profile, localDb.shortlists, localDb.ideaMarks], async () => {
    await localDb.answers.where('[userId+assessmentId]').between([userId, Dexie.minKey], [userId, Dexie.maxKey]).delete();
    await localDb.outbox.where('userId').equals(userId).delete();
    await localDb.assessmentState.where('userId').equals(userId).delete();
    await localDb.profile.clear();
    await localDb.shortlists.delete(userId);
    await localDb.ideaMarks.where('userId').equals(userId).delete();
  });
}
