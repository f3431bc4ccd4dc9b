import { expect, test, uniqueEmail } from '../support/fixtures';

test('"Sign out everywhere" signs out this browser and closes the chat open in another', async ({
  page,
  signedInPage,
}) => {
  // A new member, signed in here and in a second browser where the support chat is open.
  const email = uniqueEmail('everywhere');
  const password = 'tailored-123';
  await page.goto('/register');
  await page.getByLabel('Email Address', { exact: true }).fill(email);
  await page.getByLabel('First Name', { exact: true }).fill('Efe');
  await page.getByLabel('Last Name', { exact: true }).fill('Everywhere');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const other = await signedInPage({ email, password });
  await other
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Support' })
    .click();
  await expect(other.getByRole('button', { name: /^Adaeze Okafor/ })).toBeVisible();

  // Account Security: the button asks first, then signs out here.
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Account Security' })
    .click();
  await page.getByRole('button', { name: 'Sign Out Everywhere' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
  await dialog.getByRole('button', { name: 'Sign Out Everywhere' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('You have been signed out on every device. Please login again.'),
  ).toBeVisible();

  // The other browser's chat is closed by the server and that browser is signed out too.
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByText('Your session has expired. Please login again.')).toBeVisible();
  expect(await other.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The account itself still signs in.
  await page.getByLabel('Email Address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('changing the password keeps this tab and its chat, and signs out the other browser', async ({
  page,
  signedInPage,
}) => {
  const email = uniqueEmail('repassword');
  const password = 'tailored-123';
  await page.goto('/register');
  await page.getByLabel('Email Address', { exact: true }).fill(email);
  await page.getByLabel('First Name', { exact: true }).fill('Efe');
  await page.getByLabel('Last Name', { exact: true }).fill('Repassword');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const other = await signedInPage({ email, password });
  await other
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Support' })
    .click();
  await expect(other.getByRole('button', { name: /^Adaeze Okafor/ })).toBeVisible();

  // This tab has the chat open too (the menu's unread badge), then changes the password.
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await menu.getByRole('link', { name: 'Support' }).click();
  await expect(page.getByRole('button', { name: /^Adaeze Okafor/ })).toBeVisible();
  await menu.getByRole('link', { name: 'Account Security' }).click();
  await page.getByLabel('Old Password').fill(password);
  await page.getByLabel('New Password').fill('tailored-456');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been changed successfully.')).toBeVisible();

  // The other browser is signed out by its chat...
  await expect(other).toHaveURL(/\/login$/);
  // ...while this tab stays signed in, its chat connected again with the new token.
  await menu.getByRole('link', { name: 'Support' }).click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByRole('button', { name: /^Adaeze Okafor/ })).toBeVisible();
  await expect(page.getByText('Not connected.')).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
});
