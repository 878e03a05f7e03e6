import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const DEMO_PASSWORD = 'Career-Demo-2026';
export const DEMO = {
  admin: 'admin@demo.example',
  free: 'free@demo.example',
  essential: 'essential@demo.example',
  premium: 'premium@demo.example',
} as const;

let counter = 0;
/** A fresh address per test, so parallel tests never share an account. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

/** The first link of the newest e-mail sent to an address, read from the embedded outbox. */
export async function latestEmailLink(request: APIRequestContext, to: string, subject: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const { emails } = (await response.json()) as { emails: { subject: string; links: string[] }[] };
      link = emails.find((email) => email.subject === subject)?.links[0];
      return link;
    })
    .toBeTruthy();
  return link as string;
}

export async function logIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/** Signs up through the API (for tests about something else than signing up). */
export async function signUpByApi(page: Page, options: { firstName?: string; plan?: 'free' } = {}) {
  const email = uniqueEmail();
  const password = 'e2e-password-1';
  const response = await page.request.post('/api/auth/register', {
    data: { firstName: options.firstName ?? 'Erin', lastName: 'Tester', email, password, password2: password },
  });
  expect(response.status()).toBe(201);
  const { userId } = (await response.json()) as { userId: string };
  if (options.plan) expect((await page.request.post('/api/plans', { data: { userId, plan: options.plan } })).status()).toBe(200);
  return { email, password, userId };
}
