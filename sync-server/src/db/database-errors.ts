/**
 * What a database error means, on SQLite and PostgreSQL alike: a unique constraint refused the
 * write (PostgreSQL 23505; SQLite's SQLITE_CONSTRAINT_UNIQUE), or a transaction lost a race and
 * may simply be run again (PostgreSQL's deadlock 40P01 and serialization failure 40001; SQLite
 * serialises writers and has neither).
 */
const codeOf = (error: unknown): string | undefined => (error instanceof Error ? (error as { code?: unknown }).code : undefined) as string | undefined;

export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  if (code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return true;
  return error instanceof Error && /UNIQUE constraint failed|duplicate key value/i.test(error.message);
}

export function isRetryableConflict(error: unknown): boolean {
  const code = codeOf(error);
  return code === '40P01' || code === '40001';
}
