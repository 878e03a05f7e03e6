import { describe, expect, it } from 'vitest';
import { CREATE_ADMIN_USAGE, parseCreateAdminArguments } from './create-admin-arguments';

describe('npm run create-admin arguments', () => {
  it('takes the e-mail (lower-cased) and the names, as --name value or --name=value; a name left out is undefined (asked for on a terminal)', () => {
    expect(parseCreateAdminArguments(['--email', 'You@Practice.Example'])).toEqual({ help: false, email: 'you@practice.example', firstName: undefined, lastName: undefined });
    expect(parseCreateAdminArguments(['--email=a@b.example', '--first-name', 'Ada', '--last-name=Lovelace'])).toEqual({ help: false, email: 'a@b.example', firstName: 'Ada', lastName: 'Lovelace' });
    expect(parseCreateAdminArguments(['--help'])).toEqual({ help: true });
  });

  it('refuses a missing or invalid e-mail, unknown and repeated options, and a flag with no value, with the usage line', () => {
    const errors = [[], ['--email'], ['--email', 'not-an-address'], ['--emial', 'a@b.example'], ['--email', 'a@b.example', '--email', 'c@d.example'], ['--email', '--first-name', 'Ada'], ['--email', 'a@b.example', '--first-name', '  ']].map(
      (args) => parseCreateAdminArguments(args),
    );
    for (const result of errors) expect(result).toEqual({ error: expect.stringContaining(CREATE_ADMIN_USAGE) });
    expect(errors.map((result) => ('error' in result ? result.error.split('. Usage')[0] : ''))).toEqual([
      "Name the admin's e-mail with --email",
      '--email needs a value',
      '--email: Email is invalid',
      'Unknown argument --emial',
      '--email is given twice',
      '--email needs a value',
      expect.stringMatching(/^--first-name: /),
    ]);
  });

  it('refuses a name holding a tab or a line break, naming the option', () => {
    expect(parseCreateAdminArguments(['--email', 'a@b.example', '--first-name', 'Ada\tLovelace'])).toEqual({
      error: `--first-name: First name must not contain tabs, line breaks or other control characters. ${CREATE_ADMIN_USAGE}`,
    });
    expect(parseCreateAdminArguments(['--email', 'a@b.example', '--last-name=Lovelace\r\n'])).toEqual({
      error: `--last-name: Last name must not contain tabs, line breaks or other control characters. ${CREATE_ADMIN_USAGE}`,
    });
  });
});
