/** The device database's name (LocalDb), also opened by the answer worker, which loads no Dexie. */
export const LOCAL_DB_NAME = 'career-assessment';
