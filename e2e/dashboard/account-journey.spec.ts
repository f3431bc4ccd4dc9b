import { expect, login, test, uniqueEmail } from '../support/fixtures';

test('a shopper signs up, edits the account, manages an address, signs out and back in', async ({
  page,
}) => {
  const email = uniqueEmail('journey');
  const password = 'tailored-123';

  await page.goto('/register');
  await page.getByLabel('Email Address', { exact: true }).fill(email);
  await page.getByLabel('First Name', { exact: true }).fill('Chidi');
  await page.getByLabel('Last Name', { exact: true }).fill('Okeke');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  await expect(
    page.getByText(
      'You have signed up successfully! You will be receiving an email as well. Thank you!',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Account details: email, role badge, then an edit.
  await expect(page.getByRole('heading', { name: 'Account Details' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByText('Member', { exact: true })).toBeVisible();
  await page.getByLabel('First Name', { exact: true }).fill('Chidiebere');
  await page.getByLabel('Phone Number', { exact: true }).fill('+234 803 555 0101');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile is successfully updated!')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Chidiebere');
  // Kept in E.164, one string whatever the spacing typed (decision 0055).
  await expect(page.getByLabel('Phone Number', { exact: true })).toHaveValue('+2348035550101');

  // Addresses: empty, add (with a validation error first), edit, delete.
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Address' })
    .click();
  await expect(page.getByText('No addresses found.')).toBeVisible();
  await page.getByRole('link', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/address\/add$/);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Address is required.')).toBeVisible();
  await expect(page.getByText('Country is required.')).toBeVisible();

  await page.getByLabel('Address', { exact: true }).fill('14 Awolowo Road, Flat 3');
  await page.getByLabel('City', { exact: true }).fill('Ikoyi');
  await page.getByLabel('State', { exact: true }).fill('Lagos');
  await page.getByLabel('Country', { exact: true }).selectOption('Nigeria');
  await page.getByLabel('Zipcode', { exact: true }).fill('1012');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Zipcode must be at least 5 characters.')).toBeVisible();
  await page.getByLabel('Zipcode', { exact: true }).fill('101233');
  await page.getByLabel('As the Default', { exact: true }).check();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Address has been added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/address$/);
  await expect(page.getByText('14 Awolowo Road, Flat 3')).toBeVisible();

  await page.getByRole('link', { name: /14 Awolowo Road/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/address\/edit\//);
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('Ikoyi');
  await page.getByLabel('City', { exact: true }).fill('Victoria Island');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Address has been updated successfully!')).toBeVisible();
  await expect(page.getByText(/Victoria Island/)).toBeVisible();

  await page.getByRole('link', { name: /14 Awolowo Road/ }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Address has been deleted successfully!')).toBeVisible();
  await expect(page.getByText('No addresses found.')).toBeVisible();

  // Sign out from the account menu, then back in with the same password.
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page.getByText('You have signed out!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);

  await login(page, email, password);
  await expect(page.getByText('Hey Chidiebere, Welcome Back!')).toBeVisible();
  await expect(page.getByLabel('First Name', { exact: true })).toHaveValue('Chidiebere');
});

test.describe(() => {
  test.use({ signedInAs: 'member' });

  test('a signed-in user is sent from the login page to the dashboard', async ({ page }) => {
    for (const path of ['/login', '/register', '/forgot-password', '/reset-password/abc']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });
});
