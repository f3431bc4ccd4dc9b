import { SIGN_IN_LINK_MESSAGES } from '#shared/auth/sign-in-link.messages';

import { waitForMail, linkIn } from '../support/mail';
import { expect, test, uniqueEmail } from '../support/fixtures';
import { E2E } from '../support/ports';

/** The ceiling on failed sign-ins of one account (decision 0029). */
const CEILING = 20;

test('past the ceiling of failed sign-ins, the owner gets in with the mailed one-time link', async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  // The refused sign-ins and the second use of the link answer 400 on purpose.
  allowConsoleErrors(/status of 400 .*\/api\/auth\/login/);
  const email = uniqueEmail('guessed');
  const password = 'owner-pass-1';
  const register = await request.post('/api/auth/register', {
    data: { email, firstName: 'Tunde', lastName: 'Bello', password, isSubscribed: false },
  });
  expect(register.ok()).toBe(true);

  // Someone guesses the password, up to the ceiling.
  for (let n = 1; n <= CEILING; n += 1) {
    const guess = await request.post('/api/auth/login', {
      data: { email, password: `guess-${n}-pass` },
    });
    expect(guess.status()).toBe(400);
  }

  // The owner, with the right password, is asked to use the mailed link.
  await page.goto('/login');
  await page.getByLabel('Email Address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText(SIGN_IN_LINK_MESSAGES.ceilingReached);
  await expect(page).toHaveURL(/\/login$/);

  const mail = await waitForMail(email, 'Your one-time sign-in link');
  const link = linkIn(mail, `${E2E.baseUrl}/login/link/`);
  await page.goto(link);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Hey Tunde, Welcome Back!')).toBeVisible();

  // The link worked once.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(SIGN_IN_LINK_MESSAGES.linkInvalid);
  await expect(page.getByRole('link', { name: 'Forgot Password?' })).toBeVisible();
});
