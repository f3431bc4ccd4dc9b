import type { APIRequestContext, Page } from '@playwright/test';

import { seriousViolations } from './support/axe';
import { expect, fillNewDeliveryAddress, login, test, uniqueEmail } from './support/fixtures';
import { linkIn, waitForMail } from './support/mail';
import { E2E } from './support/ports';
import { productPhoto } from './support/product-photo';

/*
 * Issue 11 end to end: a tailor applies on /sell, an admin approves, the invitation mail leads to
 * Complete Sign Up, the new merchant sells a product a member buys, and disabling the merchant
 * takes the product out of the shop and locks the merchant out until it is enabled again.
 */

/** A new member for this journey, so that reruns never meet an earlier order. */
async function newMember(request: APIRequestContext) {
  const email = uniqueEmail('tolu');
  const password = 'tailored-123';
  const res = await request.post('/api/auth/register', {
    data: { email, password, firstName: 'Tolu', lastName: 'Adebayo', isSubscribed: false },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { email, password };
}

/** The admin's Merchants screen, narrowed by the search to the one merchant of this journey. */
async function findMerchant(admin: Page, brandName: string, merchantName: string) {
  await admin.goto('/dashboard/merchant');
  await expect(admin.getByRole('heading', { level: 1, name: 'Merchants' })).toBeVisible();
  await admin.getByPlaceholder('Type email, phone number, brand or status').fill(brandName);
  await expect(admin.getByRole('status').filter({ hasText: /1 merchant matching/ })).toBeVisible();
  const card = admin.getByRole('article', { name: merchantName });
  await expect(card).toBeVisible();
  return card;
}

/** Flips the merchant's Enabled switch on its card and confirms. */
async function setMerchantEnabled(admin: Page, brandName: string, name: string, on: boolean) {
  const card = await findMerchant(admin, brandName, name);
  const toggle = card.getByRole('switch', { name: 'Enabled' });
  await expect(toggle).toBeChecked({ checked: !on });
  // The switch's input is visually hidden: the user clicks its label.
  await card
    .locator('label')
    .filter({ has: admin.getByRole('switch', { name: 'Enabled' }) })
    .click();
  const dialog = admin.getByRole('dialog', { name: on ? 'Enable merchant?' : 'Disable merchant?' });
  await expect(dialog).toContainText(
    `Are you sure you want to ${on ? 'enable' : 'disable'} ${name}'s merchant account?`,
  );
  await dialog.getByRole('button', { name: on ? 'Enable' : 'Disable' }).click();
  await expect(
    admin.getByText(on ? 'Merchant has been enabled.' : 'Merchant has been disabled.'),
  ).toBeVisible();
  await expect(toggle).toBeChecked({ checked: on });
}

test('a tailor applies, is approved, signs up, sells to a member, is disabled, enabled and deleted', async ({
  page,
  visitorPage,
  request,
  allowConsoleErrors,
  signedInPage,
}) => {
  // Four people and a payment: longer than one screen's journey.
  test.setTimeout(120_000);
  // The shop's product page asks for the product while it is out of the shop: that 404 is expected.
  allowConsoleErrors(/status of 404/);
  // Disabling the merchant ends its sessions: its next calls with the old token are refused.
  allowConsoleErrors(/status of 401/);
  // The bag's shipping rule reads the saved addresses of whoever is signed in; the server refuses
  // a disabled merchant everything but its profile. Nothing is shown for it.
  allowConsoleErrors(/status of 403 \(Forbidden\) \S+\/api\/address$/);
  const stamp = Date.now().toString(36);
  const applicant = {
    name: `Kemi Adeyemi ${stamp}`,
    firstName: 'Kemi',
    lastName: 'Adeyemi',
    email: uniqueEmail('kemi'),
    phone: '(415) 555-0142',
    brand: `Adeyemi Atelier ${stamp}`,
    password: 'atelier-pass-1',
  };
  const product = {
    name: `Indigo Aso-Oke Cap ${stamp}`,
    slug: `indigo-aso-oke-cap-${stamp}`,
    sku: `ADY-E2E-${stamp}`,
  };

  // 1. A visitor applies on /sell.
  await page.goto('/sell');
  await expect(page.getByRole('heading', { level: 1, name: 'Sell With Us' })).toBeVisible();
  expect(await seriousViolations(page), '/sell').toEqual([]);
  await page.getByLabel('Name', { exact: true }).fill(applicant.name);
  await page.getByLabel('Email Address', { exact: true }).fill(applicant.email);
  await page.getByLabel('Phone Number', { exact: true }).fill(applicant.phone);
  await page.getByLabel('Brand', { exact: true }).fill(applicant.brand);
  await page
    .getByLabel('Business', { exact: true })
    .fill('Hand-woven aso-oke caps and agbada sets, cut to measure in Ibadan.');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByText(
      `We received your request! we will reach you on your phone number ${applicant.phone}!`,
    ),
  ).toBeVisible();

  // 2. The admin finds the application by its brand and approves it.
  const admin = await signedInPage('admin');
  await admin.goto('/dashboard/merchant/add');
  await expect(admin.getByRole('button', { name: 'Add Merchant' })).toBeVisible();
  expect(await seriousViolations(admin), '/dashboard/merchant/add').toEqual([]);
  const card = await findMerchant(admin, applicant.brand, applicant.name);
  await expect(card.getByText('Waiting Approval')).toBeVisible();
  expect(await seriousViolations(admin), '/dashboard/merchant').toEqual([]);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(
    admin.getByText(
      `Merchant has been approved! An invitation to complete sign up was sent to ${applicant.email}.`,
    ),
  ).toBeVisible();
  // Approved: the card now offers the Enabled switch instead of Approve and Reject.
  await expect(card.getByRole('switch', { name: 'Enabled' })).toBeChecked();
  await expect(card.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(card.getByText('Invited; has not completed sign up yet.')).toBeVisible();
  // The approval made the brand, out of the shop until the merchant has signed up.
  await expect(card.getByText('(not in the shop)')).toBeVisible();

  // 3. The invitation mail leads to Complete Sign Up, the email already filled in.
  const invitation = await waitForMail(applicant.email);
  const link = linkIn(invitation, `${E2E.baseUrl}/merchant-signup/`);
  expect(new URL(link).searchParams.get('email')).toBe(applicant.email);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Sign Up' })).toBeVisible();
  await expect(page.getByLabel('Email Address', { exact: true })).toHaveValue(applicant.email);
  expect(await seriousViolations(page), '/merchant-signup').toEqual([]);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByText('First Name is required.')).toBeVisible();
  await page.getByLabel('First Name', { exact: true }).fill(applicant.firstName);
  await page.getByLabel('Last Name', { exact: true }).fill(applicant.lastName);
  await page.getByLabel('Password', { exact: true }).fill(applicant.password);
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(
    page.getByText(
      'You have signed up successfully! Please sign in with the email and password. Thank you!',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  // 4. The merchant signs in and adds a product with an image to its own brand.
  await login(page, applicant.email, applicant.password);
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  await menu.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await page.getByRole('link', { name: 'Add', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/product\/add$/);
  await expect(page.getByLabel('Select Brand')).toBeDisabled();
  await expect(page.getByLabel('Select Brand')).toHaveText(new RegExp(applicant.brand));
  await page.getByLabel('Sku', { exact: true }).fill(product.sku);
  await page.getByLabel('Name', { exact: true }).fill(product.name);
  await page
    .getByLabel('Description', { exact: true })
    .fill('A hand-woven aso-oke cap in deep indigo, lined in cotton.');
  await page.getByLabel('Quantity', { exact: true }).fill('5');
  await page.getByLabel('Price', { exact: true }).fill('45.00');
  await page.getByLabel('Taxable', { exact: true }).selectOption({ label: 'No' });
  await page.getByLabel('Image', { exact: true }).setInputFiles({
    name: 'aso-oke-cap.png',
    mimeType: 'image/png',
    buffer: await productPhoto(),
  });
  await expect(page.getByRole('switch', { name: 'Active?' })).toBeChecked();
  await page.getByRole('button', { name: 'Add Product' }).click();
  await expect(page.getByText('Product has been added successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/product$/);

  // The brand is in the shop now: the admin's card links to its page.
  const signedUp = await findMerchant(admin, applicant.brand, applicant.name);
  await expect(signedUp.getByText('Invited; has not completed sign up yet.')).toHaveCount(0);
  const brandLink = signedUp.getByRole('link', { name: applicant.brand });
  await expect(brandLink).toHaveAttribute('href', /^\/shop\/brand\/[a-z0-9-]+$/);
  const brandPath = (await brandLink.getAttribute('href'))!;

  // It is in the shop, for a visitor: its page with its photo, the shop and its brand's page.
  const shop = await visitorPage();
  await shop.goto(`/product/${product.slug}`);
  await expect(shop.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(shop.getByRole('img', { name: product.name, exact: true }).first()).toHaveAttribute(
    'src',
    /\/uploads\/images\//,
  );
  await shop.goto('/shop');
  const shopNames = shop.getByRole('region', { name: 'Products' }).getByRole('heading', {
    level: 2,
  });
  await expect(shopNames.filter({ hasText: product.name })).toBeVisible();
  await shop.goto(brandPath);
  await expect(shop.getByRole('heading', { level: 2, name: product.name })).toBeVisible();

  // 5. A member buys it through the bag, the checkout and the test payment page.
  const member = await signedInPage(await newMember(request));
  await member.goto(`/product/${product.slug}`);
  await member.getByRole('group', { name: /size/i }).getByRole('button').first().click();
  await member.getByRole('button', { name: 'Add To Bag' }).click();
  await member
    .getByRole('dialog', { name: 'Shopping bag' })
    .getByRole('button', { name: 'Place Order' })
    .click();
  const checkout = member.getByRole('dialog', { name: 'Checkout' });
  await checkout.getByLabel('Phone').fill('0803 555 0123');
  await fillNewDeliveryAddress(checkout);
  await checkout.getByRole('button', { name: 'Pay Now' }).click();
  await expect(member).toHaveURL(/\/api\/payment\/test\//);
  await member.getByRole('button', { name: 'Pay Now' }).click();
  await expect(member).toHaveURL(/\/order\/success\/[0-9a-f-]{36}$/);
  const orderId = member.url().split('/').at(-1)!;

  // 6. The merchant finds that order item among its Customer Orders.
  await page.goto('/dashboard/orders');
  await page.getByRole('link', { name: 'Customer Orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Orders' })).toBeVisible();
  const sale = page.locator(`a[href="/order/${orderId}"]`);
  await expect(sale).toBeVisible();
  await sale.click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(page.getByRole('article', { name: product.name })).toBeVisible();

  // 7. The admin disables the merchant: the product leaves the shop, the merchant is locked out.
  await setMerchantEnabled(admin, applicant.brand, applicant.name, false);
  await shop.goto(`/product/${product.slug}`);
  await expect(shop.getByRole('heading', { level: 1, name: 'No product found.' })).toBeVisible();
  await shop.goto('/shop');
  await expect(shopNames.first()).toBeVisible();
  await expect(shop.getByRole('heading', { level: 2, name: product.name })).toHaveCount(0);

  // Disabling ended the merchant's sessions: the next screen sends it to sign in again...
  await page.goto('/dashboard/product');
  await expect(page.getByText('Unauthorized Access! Please login again')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // ...after which it sees only the disabled-account screen, with a number to call.
  const disabledScreen = page.getByRole('heading', {
    level: 1,
    name: `Hi, ${applicant.firstName}`,
  });
  await login(page, applicant.email, applicant.password);
  await expect(disabledScreen).toBeVisible();
  await expect(page.getByRole('link', { name: /^\+/ })).toHaveAttribute('href', /^tel:\+\d+$/);
  await expect(
    page.getByText('Unfortunately it seems your account has been disabled.'),
  ).toBeVisible();
  await expect(page.getByText('Please contact admin to request access again.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(0);
  await page.goto('/dashboard/orders/customers');
  await expect(disabledScreen).toBeVisible();
  await page.goto('/support');
  await expect(disabledScreen).toBeVisible();

  // 8. Enabled again: the product is back in the shop and the merchant back in the dashboard.
  await setMerchantEnabled(admin, applicant.brand, applicant.name, true);
  await shop.goto(`/product/${product.slug}`);
  await expect(shop.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await shop.goto(brandPath);
  await expect(shop.getByRole('heading', { level: 2, name: product.name })).toBeVisible();
  await page.goto('/dashboard/product');
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(product.name) })).toBeVisible();

  // 9. The admin deletes the merchant: its brand and product leave the shop, which is as the
  // other journeys expect to find it.
  const last = await findMerchant(admin, applicant.brand, applicant.name);
  await last.getByRole('button', { name: 'Delete' }).click();
  const confirmDelete = admin.getByRole('dialog', { name: 'Delete merchant?' });
  await expect(confirmDelete).toContainText(
    `Are you sure you want to delete ${applicant.name}'s merchant account?`,
  );
  await confirmDelete.getByRole('button', { name: 'Delete' }).click();
  await expect(admin.getByText('Merchant has been deleted successfully!')).toBeVisible();
  await expect(last).toHaveCount(0);
  await shop.goto(`/product/${product.slug}`);
  await expect(shop.getByRole('heading', { level: 1, name: 'No product found.' })).toBeVisible();
  await shop.close();
});
