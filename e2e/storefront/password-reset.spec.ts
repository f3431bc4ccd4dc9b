import { waitForMail, linkIn } from '../support/mail';
import { expect, login, test, uniqueEmail } from '../support/fixtures';
import { E2E } from '../support/ports';

test('a shopper who forgot the password resets it from the emailed link', async ({
  page,
  request,
  allowConsoleErrors,
}) => {
  // The attempt with the old password is refused on purpose.
  allowConsoleErrors(/status of 400 .*\/api\/auth\/login/);
  const email = uniqueEmail('forgetful');
  const register = await request.post('/api/auth/register', {
    data: {
      email,
      firstName: 'Bola',
      lastName: 'Ade',
      password: 'first-pass-1',
      isSubscribed: false,
    },
  });
  expect(register.ok()).toBe(true);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page.getByText('Email is required.')).toBeVisible();
  await page.getByLabel('Email Address', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Email' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const mail = await waitForMail(email, 'Reset your password');
  const link = linkIn(mail, `${E2E.baseUrl}/reset-password/`);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('second-pass-2');
  await page.getByLabel('Confirm Password').fill('second-pass-3');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Confirm password and password fields must match.')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('second-pass-2');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    page.getByText('Password changed successfully. Please login with your new password.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await waitForMail(email, 'Your password has been changed');

  // The old password no longer works; the new one does. The link cannot be used twice.
  await page.getByLabel('Email Address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('first-pass-1');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Email or password is incorrect.')).toBeVisible();
  await login(page, email, 'second-pass-2');

  const reuse = await request.post(
    new URL(link).pathname.replace('/reset-password/', '/api/auth/reset/'),
    {
      data: { password: 'third-pass-3', confirmPassword: 'third-pass-3' },
    },
  );
  expect(reuse.status()).toBe(400);
});
