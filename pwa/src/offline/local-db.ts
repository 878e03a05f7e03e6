import type { CurrentUserDto } from '@career/sync-server/contract/user-dto';
import Dexie from 'dexie';
import type { EntityTable } from 'dexie';

export interface CachedProfile {
  key: 'current';
  user: CurrentUserDto;
  savedAt: string;
}

/** The device's database. Loaded only by pages that need it (never on the signed-out landing page). */
export class LocalDb extends Dexie {
  profile!: EntityTable<CachedProfile, 'key'>;

  constructor() {
    super('career-assessment');
    this.version(1).stores({ profile: 'key' });
  }
}

export const localDb = new LocalDb();
