/** A backup or restore refused or failed for a reason the operator can act on (printed as is). */
export class BackupError extends Error {
  override readonly name = 'BackupError';
}
