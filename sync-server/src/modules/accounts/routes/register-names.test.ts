import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { createTestApp } from '../../../test/test-app';
import { dialectCases } from '../../../test/test-databases';

const { cases, postgresSkipReason } = await dialectCases();
if (postgresSkipReason) it.skip(postgresSkipReason, () => undefined);

const PASSWORD = 'Lantern-Orchard-Quill-71';

describe.each(cases)('the names given at sign-up on $dialect', ({ create }) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ database: await create() });
  });
  afterEach(() => t.close());

  const register = (names: { firstName: string; lastName: string }) =>
    t.client().post('/api/auth/register', { ...names, email: 'ada@example.com', password: PASSWORD, password2: PASSWORD });

  it('refuse a tab, line feed or carriage return in either name with a 400 naming the field, and create no account', async () => {
    const cases: [{ firstName: string; lastName: string }, Record<string, string>][] = [
      [{ firstName: 'Ada\tMary', lastName: 'Lovelace' }, { firstName: 'First name must not contain tabs, line breaks or other control characters' }],
      [{ firstName: 'Ada\n', lastName: 'Lovelace' }, { firstName: 'First name must not contain tabs, line breaks or other control characters' }],
      [{ firstName: 'Ada', lastName: 'Love\r\nlace' }, { lastName: 'Last name must not contain tabs, line breaks or other control characters' }],
      [{ firstName: '\rAda', lastName: '\tLovelace' }, {
        firstName: 'First name must not contain tabs, line breaks or other control characters',
        lastName: 'Last name must not contain tabs, line breaks or other control characters',
      }],
    ];
    for (const [names, fields] of cases) {
      const response = await register(names);
      expect(response.status, JSON.stringify(names)).toBe(400);
      expect((await response.json()).error).toEqual({ code: 'validation', message: 'Please correct the highlighted fields.', fields });
    }
    // None of them made the account: the address is still free.
    const made = await register({ firstName: 'Ada', lastName: 'Lovelace' });
    expect(made.status).toBe(201);
  });
});
