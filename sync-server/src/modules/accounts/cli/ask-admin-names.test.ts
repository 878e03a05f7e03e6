import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { askAdminNames } from './ask-admin-names';

/** A terminal stand-in: the lines typed, and what the command wrote. */
function terminal(typed: string[]) {
  const input = new PassThrough();
  const output = new PassThrough();
  let written = '';
  output.on('data', (chunk: Buffer) => (written += chunk.toString()));
  input.end(typed.map((line) => `${line}\n`).join(''));
  return { io: { input, output }, written: () => written };
}

describe('create-admin asking for the names on a terminal', () => {
  it('asks for each name not given, trimmed', async () => {
    const both = terminal(['  Bea ', 'Boss']);
    expect(await askAdminNames({}, both.io)).toEqual({ firstName: 'Bea', lastName: 'Boss' });
    expect(both.written()).toBe('First name: Last name: ');
    const last = terminal(['Boss']);
    expect(await askAdminNames({ firstName: 'Bea' }, last.io)).toEqual({ firstName: 'Bea', lastName: 'Boss' });
    expect(last.written()).toBe('Last name: ');
  });

  it('refuses an empty name or one with control characters, asks again, and gives up after three tries', async () => {
    const retried = terminal(['', 'Bea\u0007', 'Bea', 'Boss']);
    expect(await askAdminNames({}, retried.io)).toEqual({ firstName: 'Bea', lastName: 'Boss' });
    expect(retried.written()).toBe('First name: First name is required\nFirst name: First name must not contain tabs, line breaks or other control characters\nFirst name: Last name: ');
    expect(await askAdminNames({}, terminal(['', ' ', '\u001b[31m']).io)).toEqual({ error: 'No valid first name after 3 tries: nothing was created.' });
  });

  it('stops when the input ends before the names are given', async () => {
    expect(await askAdminNames({}, terminal(['Bea']).io)).toEqual({ error: 'The names were not given: nothing was created.' });
  });
});
