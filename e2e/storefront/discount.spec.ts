import type { Page } from '@playwright/test';

import { seriousViolations } from '../support/axe';
import {
  expect,
  fillNewDeliveryAddress,
  login,
  openDashboardScreen,
  test,
} from '../support/fixtures';
import { newMember } from '../support/shop-api';

const SHIRT = { slug: 'ankara-print-short-sleeve-shirt', name: 'Ankara Print Short-Sleeve Shirt' };
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** On a product page: the first size, two of it, then into the bag (which opens). */
async function addTwoToBag(page: Page, slug: string): Promise<void> {
  await page.goto(`/product/${slug}`);
  await page.getByRole('group', { name: /size/i }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add To Bag' }).click();
}

/** The admin adds a store-wide 10% code on the dashboard's Discounts screen. */
async function adminAddsCode(admin: Page, code: string): Promise<void> {
  await openDashboardScreen(admin, 'Discounts');
  await expect(admin.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();
  expect(await seriousViolations(admin), 'discounts list').toEqual([]);
  await admin.getByRole('link', { name: 'Add', exact: true }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Add Discount Code' })).toBeVisible();
  await admin.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await admin.getByLabel('Discount type').selectOption('percentage');
  await admin.getByLabel('Percentage (1 to 100)').fill('10');
  await admin.getByLabel('Total uses').fill('5');
  expect(await seriousViolations(admin), 'add discount code').toEqual([]);
  await admin.getByRole('button', { name: 'Add Discount Code' }).click();

  // Back on the list (the toast lasts a second: the list is what stays), found by a search for
  // part of it, kept in capitals.
  await expect(admin.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible({
    timeout: 30_000,
  });
  const search = admin.getByRole('searchbox', { name: 'Search codes' });
  await search.fill(code.slice(0, 8).toLowerCase());
  await search.press('Enter');
  const card = admin.getByRole('listitem').filter({ hasText: code });
  await expect(card).toContainText('10% off');
  await expect(card).toContainText('The whole store');
  await expect(card).toContainText('0 of 5 used');
  await expect(card).toContainText('Active');
}

for (const size of WIDTHS) {
  test.describe(`discount codes at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    // Two accounts, the dashboard, the bag, the checkout and the payment page: a long journey.
    test.setTimeout(300_000);

    test('an admin makes a code, a member applies it in the bag, pays less and sees it on the order', async ({
      page,
      request,
      signedInPage,
      allowConsoleErrors,
    }) => {
      // The wrong code's refusal is a 400 answer, which the browser logs.
      allowConsoleErrors(/api\/discount\/apply/);
      const code = `EKO${size.name.toUpperCase()}${Date.now().toString(36).toUpperCase()}`;
      const admin = await signedInPage('admin');
      await admin.setViewportSize({ width: size.width, height: size.height });
      await adminAddsCode(admin, code);

      // A member: two shirts ($48 each) delivered to the United States ($5 an item).
      const member = await newMember(request, 'Kemi', 'Adeyemi');
      await login(page, member.email, member.password);
      await addTwoToBag(page, SHIRT.slug);
      const bag = page.getByRole('dialog', { name: 'Shopping bag' });
      await expect(bag.getByText(SHIRT.name)).toBeVisible();
      const total = bag.getByRole('definition').last();
      await expect(total).toHaveText('$106.00');

      // A wrong code: the server's reason under the field, the total as it was.
      const field = bag.getByRole('textbox', { name: 'Discount code' });
      await field.fill('NOT-A-REAL-CODE');
      await bag.getByRole('button', { name: 'Apply' }).click();
      await expect(
        bag.getByText("We don't recognise this discount code. Please check it and try again."),
      ).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(total).toHaveText('$106.00');

      // The right one, typed in lower case: 10% of $96.00 off, the total drops to $96.40.
      await field.fill(code.toLowerCase());
      await bag.getByRole('button', { name: 'Apply' }).click();
      await expect(bag.getByText(`${code} applied: $9.60 off`)).toBeVisible();
      await expect(bag.getByText(`Discount (${code})`)).toBeVisible();
      await expect(total).toHaveText('$96.40');
      expect(await seriousViolations(page), 'bag with a code').toEqual([]);

      // The checkout shows it and sends it; the server prices it again.
      await bag.getByRole('button', { name: 'Place Order' }).click();
      const modal = page.getByRole('dialog', { name: 'Checkout' });
      await expect(modal).toBeVisible();
      await modal.getByLabel('Phone').fill('0803 555 0123');
      await fillNewDeliveryAddress(modal);
      await expect(modal.getByText(`Discount (${code})`)).toBeVisible();
      await expect(modal.getByRole('definition').filter({ hasText: '$96.40' })).toBeVisible();
      await modal.getByRole('button', { name: 'Pay Now' }).click();

      // The test payment page charges the discounted total.
      await expect(page).toHaveURL(/\/api\/payment\/test\//);
      await expect(page.getByRole('heading', { level: 1, name: 'Pay $96.40' })).toBeVisible();
      await expect(page.getByRole('cell', { name: `Discount (${code})` })).toBeVisible();
      await page.getByRole('button', { name: 'Pay Now' }).click();

      // The order: the code and what it took off, and the bag is empty (its code too).
      await expect(page).toHaveURL(/\/order\/success\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('button', { name: 'Shopping bag, 0 items' })).toBeVisible();
      await page.getByRole('link', { name: /^EKO-\d+$/ }).click();
      const summary = page.getByRole('region', { name: 'Order Summary' });
      await expect(summary.getByRole('term')).toHaveText([
        'Subtotal',
        `Discount (${code})`,
        'Shipping & Handling',
        'Total',
      ]);
      await expect(summary.getByRole('definition')).toHaveText([
        '$96.00',
        '-$9.60',
        '$10.00',
        '$96.40',
      ]);
      const item = page.getByRole('article', { name: SHIRT.name });
      await expect(item).toContainText('$86.40');
      expect(await seriousViolations(page), 'order with a discount').toEqual([]);

      // The admin's list counts the use.
      await admin.reload();
      await expect(admin.getByRole('listitem').filter({ hasText: code })).toContainText(
        '1 of 5 used',
      );
    });
  });
}
