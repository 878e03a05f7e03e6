import { DEMO, latestEmailLink, logIn, uniqueEmail } from './support/accounts';
import { expect, test } from './support/fixtures';

// This spec needs no offline support: without the service worker's precaching of every chunk
// beside it, each test runs a few seconds faster on the 2-core CI machine.
test.use({ serviceWorkers: 'block' });

test('a visitor signs up, verifies through the outbox link, sees the profile marks and logs out', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/');
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.getByLabel('First Name').fill('Sam');
  await page.getByLabel('Last Name').fill('Signup');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('sam-password-1');
  await page.getByLabel('Confirm Password').fill('sam-password-1');
  await page.getByRole('button', { name: 'Sign Up' }).click();

  // No plan yet: straight to the plans page.
  await expect(page).toHaveURL(/\/plans$/);
  await expect(page.getByRole('heading', { name: "Let's Get Started" })).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByTestId('profile-name')).toHaveText('Sam Signup');
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  await expect(page.getByText('Not verified')).toBeVisible();

  const link = await latestEmailLink(page.request, email, 'Verify your email');
  await page.goto(link);
  await expect(page.getByTestId('flash')).toContainText('Thanks for verifying your email :)');
  await expect(page).not.toHaveURL(/verified/);

  await page.goto('/profile');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByText('Admin', { exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Find Your Path' })).toBeVisible();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('sign-up shows the server field errors under the fields', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await page.getByLabel('Confirm Password').fill('different');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('First name field is required')).toBeVisible();
  await expect(page.getByText('Last name field is required')).toBeVisible();
  await expect(page.getByText('Email is invalid')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await page.getByLabel('First Name').fill('Dup');
  await page.getByLabel('Last Name').fill('Licate');
  await page.getByLabel('Email').fill(DEMO.free);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('long-enough-1');
  await page.getByLabel('Confirm Password').fill('long-enough-2');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('long-enough-1');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Email already exists')).toBeVisible();
  await page.getByLabel('Email').fill(uniqueEmail('common'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('password123');
  await page.getByLabel('Confirm Password').fill('password123');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  const passwordField = page.getByRole('textbox', { name: 'Password', exact: true });
  await expect(passwordField).toHaveAccessibleDescription('This password is too common or easy to guess. Try a longer phrase of unrelated words.');
  await expect(page).toHaveURL(/\/register$/);
});

test('login tells an unknown e-mail from a wrong password, under the right field', async ({ page }) => {
  await logIn(page, 'nobody-here@example.com', 'whatever-pass');
  await expect(page.getByText('Email not found')).toBeVisible();
  await logIn(page, DEMO.essential, 'wrong-password');
  await expect(page.getByText('Password incorrect')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('a signed-in user is sent away from sign-up, login, forgot and reset', async ({ page }) => {
  await logIn(page, DEMO.essential);
  await expect(page.getByText('Welcome to your Integrative Career Assessment!')).toBeVisible();
  for (const path of ['/login', '/register', '/forgot', '/reset/some-token']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Welcome to your Integrative Career Assessment!')).toBeVisible();
  }
});

test('forgot password and reset: new password works, the link works once, then says it was used', async ({ page, browser }) => {
  // A fresh account, so resetting its password does not disturb other tests.
  const email = uniqueEmail('reset');
  await page.request.post('/api/auth/register', { data: { firstName: 'Rita', lastName: 'Reset', email, password: 'old-password-1', password2: 'old-password-1' } });
  await page.request.post('/api/auth/logout', { data: {} });

  await page.goto('/login');
  await page.getByRole('link', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  // The address bar changes before the new page is drawn (the router renders in a transition): an
  // 'Email' found now can still be the login page's, and in a fresh clone's run the address went
  // there and the forgot form was sent empty. The forgot page's heading first.
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('If an account exists for that email, a password reset link is on its way.')).toBeVisible();

  const link = await latestEmailLink(page.request, email, 'Reset your password');
  await page.goto(link);
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('new-password-2');
  await page.getByLabel('Confirm New Password').fill('new-password-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByTestId('flash')).toContainText('Password Successfully Reset');
  await expect(page).toHaveURL(/\/plans$/);

  // The link is single use: in a fresh browser it says so before anyone types a password.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const second = await other.newPage();
  await second.goto(link);
  await expect(second.getByText('This link was already used: the password was set with it, or a newer link replaced it.', { exact: false })).toBeVisible();
  await expect(second.getByRole('textbox', { name: 'New Password', exact: true })).toHaveCount(0);
  await second.getByRole('link', { name: 'Ask for a new link' }).click();
  await expect(second).toHaveURL(/\/forgot$/);

  await logIn(second, email, 'old-password-1');
  await expect(second.getByText('Password incorrect')).toBeVisible();
  await logIn(second, email, 'new-password-2');
  await expect(second).toHaveURL(/\/plans$/);
  await other.close();
});

test('the dashboard asks an unverified user to verify and resends the e-mail', async ({ page }) => {
  const email = uniqueEmail('unverified');
  const response = await page.request.post('/api/auth/register', { data: { firstName: 'Uma', lastName: 'Unverified', email, password: 'uma-password-1', password2: 'uma-password-1' } });
  const { userId } = (await response.json()) as { userId: string };
  await page.request.post('/api/plans', { data: { userId, plan: 'free' } });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Hi Uma!' })).toBeVisible();
  await expect(page.getByText('Welcome to your Integrative Career Assessment!')).toBeVisible();
  await expect(page.getByText('Please verify your email')).toBeVisible();
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByTestId('flash')).toContainText(`Email verification re-sent to ${email}`);
});
