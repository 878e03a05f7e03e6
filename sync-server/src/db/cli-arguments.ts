import { BackupError } from './backup-error';

export type FileArgument = { help: true } | { help: false; file: string | undefined };

/**
 * The arguments of `npm run backup` / `npm run restore`: `--help`, or at most one file (required
 * when `fileRequired`). Anything else is refused with the usage line.
 */
export function parseFileArgument(args: string[], usage: string, fileRequired: boolean): FileArgument {
  if (args.some((arg) => arg === '--help' || arg === '-h')) return { help: true };
  const unknown = args.find((arg) => arg.startsWith('-'));
  if (unknown) throw new BackupError(`Unknown option ${unknown}. ${usage}`);
  if (args.length > 1) throw new BackupError(`Expected one file, got ${args.length}. ${usage}`);
  if (fileRequired && !args[0]) throw new BackupError(`Name the backup file to restore. ${usage}`);
  return { help: false, file: args[0] };
}
