import { expect, test, uniqueEmail } from '../support/fixtures';
import { linkIn, waitForMail } from '../support/mail';
import { E2E } from '../support/ports';

/*
 * Decision 0028: a new account's address is unconfirmed until its owner uses the mailed link.
 * The banner says so and sends the link again; the link's page confirms it; the banner goes.
 */
test('a new member confirms the email address from the banner and the mailed link', async ({
  page,
  allowConsoleErrors,
}) => {
  // The used link's refusal, at the end.
  allowConsoleErrors(/status of 400 \(Bad Request\) \S+\/api\/auth\/verify-email$/);
  const email = uniqueEmail('confirm');
  await page.goto('/register');
  await page.getByLabel('Email Address', { exact: true }).fill(email);
  await page.getByLabel('First Name', { exact: true }).fill('Bisi');
  await page.getByLabel('Last Name', { exact: true }).fill('Ade');
  await page.getByLabel('Password', { exact: true }).fill('tailored-123');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const banner = page.getByRole('region', { name: 'Confirm your email address' });
  await expect(banner).toContainText(
    'Please confirm your email address with the link we mailed you.',
  );
  const welcome = await waitForMail(email, 'Welcome to Eko Thread');
  const first = linkIn(welcome, `${E2E.baseUrl}/verify-email/`);

  await banner.getByRole('button', { name: 'Send the link again' }).click();
  await expect(
    page.getByText(`We sent a confirmation link to ${email}. It works once, for 24 hours.`),
  ).toBeVisible();
  const again = await waitForMail(email, 'Confirm your email address');
  const link = linkIn(again, `${E2E.baseUrl}/verify-email/`);
  expect(link).not.toBe(first);

  await page.goto(link);
  await expect(page.getByText('Thank you! Your email address is confirmed.')).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(banner).toHaveCount(0);

  // The first link died with the confirmation.
  await page.goto(first);
  await expect(
    page.getByText(
      'This confirmation link is not valid or has expired. Please sign in and ask for a new one.',
    ),
  ).toBeVisible();
});
