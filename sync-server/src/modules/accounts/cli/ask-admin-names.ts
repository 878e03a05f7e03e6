import readline from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { personNameField } from '../../../contract/person-name';

/** How many answers a name may be refused before the command gives up. */
const TRIES = 3;

const FIELDS = [
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
] as const;

export interface AdminNames {
  firstName: string;
  lastName: string;
}

/**
 * Asks on a terminal for the admin's names not given as options (`--first-name`, `--last-name`),
 * each checked as every name field checks it (one line, no control characters, 1-100 characters)
 * and asked again when refused, at most three times.
 */
export async function askAdminNames(given: Partial<AdminNames>, io: { input: Readable; output: Writable }): Promise<AdminNames | { error: string }> {
  const lines = readline.createInterface({ input: io.input, terminal: false });
  // Read as a stream of lines, so a line that arrives before its question is kept, not lost.
  const typed = lines[Symbol.asyncIterator]();
  const ask = async (prompt: string): Promise<string> => {
    io.output.write(prompt);
    const next = await typed.next();
    if (next.done) throw new Error('The input ended.');
    return next.value;
  };
  const names: Partial<AdminNames> = { ...given };
  try {
    for (const { key, label } of FIELDS) {
      for (let tries = 0; names[key] === undefined; tries += 1) {
        if (tries === TRIES) return { error: `No valid ${label.toLowerCase()} after ${TRIES} tries: nothing was created.` };
        const parsed = personNameField(label).safeParse(await ask(`${label}: `));
        if (parsed.success) names[key] = parsed.data;
        else io.output.write(`${parsed.error.issues[0]?.message ?? `${label} is invalid`}\n`);
      }
    }
  } catch {
    // The input ended (Ctrl-D) before every name was given.
    return { error: 'The names were not given: nothing was created.' };
  } finally {
    lines.close();
  }
  return { firstName: names.firstName as string, lastName: names.lastName as string };
}
