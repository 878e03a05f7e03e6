import { expect } from 'vitest';
import type { CookieJarClient } from './cookie-jar-client';
import { createCookieJarClient } from './cookie-jar-client';
import type { TestApp } from './test-app';

/** A client of the test app signed in as `email` (a demo account; the demo password). */
export async function signedInAs(t: TestApp, email: string): Promise<CookieJarClient> {
  const client = createCookieJarClient(t.app);
  expect((await client.login(email)).status).toBe(200);
  return client;
}

/** A user's id, found by an admin through the users search. */
export async function userIdOf(admin: CookieJarClient, email: string): Promise<string> {
  const users = (await (await admin.get(`/api/users/search/${encodeURIComponent(email)}`)).json()) as Array<{ _id: string; email: string }>;
  const found = users.find((user) => user.email === email);
  if (!found) throw new Error(`no user ${email}`);
  return found._id;
}
