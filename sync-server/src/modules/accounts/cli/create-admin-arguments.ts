import { z } from 'zod';
import { personNameField } from '../../../contract/person-name';
import { emailField } from '../contract/auth-schemas';

export const CREATE_ADMIN_USAGE = 'Usage: npm run create-admin -- --email you@practice.example --first-name Ada --last-name Lovelace (on a terminal, a name left out is asked for)';

/** Off a terminal nothing can ask for the names: the command stops, creating nothing. */
export const NAMES_NEEDED = `Name the admin with --first-name and --last-name (there is no terminal here to ask for them): nothing was created. ${CREATE_ADMIN_USAGE}`;

const argumentsSchema = z.strictObject({
  email: emailField,
  firstName: personNameField('First name').optional(),
  lastName: personNameField('Last name').optional(),
});

/** The names are undefined when not given: the command asks for them on a terminal, and stops without one. */
export type CreateAdminArguments = { help: true } | { help: false; email: string; firstName: string | undefined; lastName: string | undefined };

/**
 * The arguments of `npm run create-admin`: `--email` (required), the names (asked for when left out), or `--help`.
 * Each option is `--name value` or `--name=value`. Returns a usage message for anything else.
 */
export function parseCreateAdminArguments(args: readonly string[]): CreateAdminArguments | { error: string } {
  if (args.some((arg) => arg === '--help' || arg === '-h')) return { help: true };
  const options: Record<string, string> = {};
  const names: Record<string, string> = { '--email': 'email', '--first-name': 'firstName', '--last-name': 'lastName' };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] ?? '';
    const [flag = '', inline] = arg.split(/=(.*)/s, 2);
    const key = names[flag];
    if (!key) return { error: `Unknown argument ${arg}. ${CREATE_ADMIN_USAGE}` };
    const value = inline ?? args[++index];
    if (value === undefined || value.startsWith('--')) return { error: `${flag} needs a value. ${CREATE_ADMIN_USAGE}` };
    if (key in options) return { error: `${flag} is given twice. ${CREATE_ADMIN_USAGE}` };
    options[key] = value;
  }
  if (!options.email) return { error: `Name the admin's e-mail with --email. ${CREATE_ADMIN_USAGE}` };
  const parsed = argumentsSchema.safeParse(options);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const fields: Record<string, string> = { email: '--email', firstName: '--first-name', lastName: '--last-name' };
    const field = fields[String(issue?.path[0])] ?? 'An argument';
    return { error: `${field}: ${issue?.message ?? 'invalid'}. ${CREATE_ADMIN_USAGE}` };
  }
  return { help: false, email: parsed.data.email, firstName: parsed.data.firstName, lastName: parsed.data.lastName };
}
