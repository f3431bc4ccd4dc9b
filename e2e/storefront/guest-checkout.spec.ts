import { seriousViolations } from '../support/axe';
import { expect, test, uniqueEmail } from '../support/fixtures';
import { GUEST_STORE, startGuestStore } from '../support/guest-store';
import { linkIn, waitForMail } from '../support/mail';

/*
 * Decision 0056: with GUEST_CHECKOUT=true a guest pays with an email, a delivery address and a
 * shipping option, opens the order from the mailed link and finds it again by number and email.
 * The main e2e store runs with guest checkout off; this journey starts its own store with it on.
 */

const SHIRT = { slug: 'ankara-print-short-sleeve-shirt', name: 'Ankara Print Short-Sleeve Shirt' };
const NOT_FOUND =
  'We could not find that order. Check the order number and the email you paid with, or use the link in your confirmation email.';

let stopStore: (() => Promise<void>) | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: GUEST_STORE.baseUrl });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  stopStore = await startGuestStore();
});
test.afterAll(async () => {
  await stopStore?.();
});

for (const width of [390, 1280]) {
  test(`a guest buys, opens the mailed link and looks the order up (${width}px)`, async ({
    page,
    allowConsoleErrors,
  }) => {
    // The lookup with a wrong email, at the end.
    allowConsoleErrors(/status of 404 \(Not Found\) \S+\/api\/order\/lookup$/);
    await page.setViewportSize({ width, height: 900 });
    const email = uniqueEmail('guest');

    // Into the bag: the bag offers checking out as a guest beside signing in.
    await page.goto(`/product/${SHIRT.slug}`);
    await page.getByRole('group', { name: /size/i }).getByRole('button').first().click();
    await page.getByRole('button', { name: 'Add To Bag' }).click();
    const bag = page.getByRole('dialog', { name: 'Shopping bag' });
    await expect(bag.getByRole('button', { name: 'Proceed To Checkout' })).toBeVisible();
    await bag.getByRole('link', { name: 'Checkout as guest' }).click();

    // The guest checkout page: email, name, phone, delivery address, shipping option.
    await expect(page).toHaveURL(/\/checkout\/guest$/);
    await expect(page).toHaveTitle('Checkout as guest | Eko Thread');
    const form = page.getByRole('form', { name: 'Checkout as guest' });
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Name', { exact: true }).fill('Ngozi Eze');
    await form.getByLabel('Phone', { exact: true }).fill('+234 803 555 0142');
    await form.getByLabel('Address', { exact: true }).fill('1 Test Street');
    await form.getByLabel('City', { exact: true }).fill('Austin');
    await form.getByLabel('State', { exact: true }).fill('Texas');
    await form.getByLabel('Country', { exact: true }).selectOption('United States');
    await form.getByLabel('Zipcode', { exact: true }).fill('73301');
    await expect(form.getByRole('radio', { name: /Standard/ })).toBeChecked();
    expect(await seriousViolations(page), 'guest checkout').toEqual([]);
    await form.getByRole('button', { name: 'Pay Now' }).click();

    // The payment page, then back in the store: the order's number and where its link went.
    await expect(page).toHaveURL(/\/api\/payment\/test\//);
    await page.getByRole('button', { name: 'Pay Now' }).click();
    await expect(page).toHaveURL(/\/checkout\/guest\/success\?session_id=/);
    const placed = page.getByRole('heading', { level: 1, name: /^Order EKO-\d+ is placed\.$/ });
    await expect(placed).toBeVisible();
    const number = (await placed.textContent())!.match(/EKO-\d+/)![0];
    await expect(page.getByRole('status').filter({ hasText: 'emailed a link' })).toContainText(
      email,
    );
    await expect(page.getByRole('button', { name: 'Shopping bag, 0 items' })).toBeVisible();
    expect(await seriousViolations(page), 'guest success').toEqual([]);

    // The confirmation mail's link shows the order without signing in.
    const mail = await waitForMail(email, `Order Confirmation ${number}`, GUEST_STORE.mailApi);
    const link = linkIn(mail, `${GUEST_STORE.baseUrl}/order/guest/`);
    await page.goto(link);
    await expect(page).toHaveTitle('Your order | Eko Thread');
    await expect(page.getByText(number, { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Items' })).toContainText(SHIRT.name);
    await expect(page.getByRole('region', { name: 'Delivery Address' })).toContainText(
      '1 Test Street',
    );
    expect(await seriousViolations(page), 'guest order link').toEqual([]);

    // By number and email, from the success page's link; a wrong email is simply not found.
    await page.goto(`/order/lookup?number=${number}`);
    await expect(page).toHaveTitle('Find your order | Eko Thread');
    const lookup = page.getByRole('form', { name: 'Find your order' });
    await expect(lookup.getByLabel('Order number')).toHaveValue(number);
    await lookup.getByLabel('Email').fill(`other-${email}`);
    await lookup.getByRole('button', { name: 'Find order' }).click();
    await expect(lookup.getByRole('alert')).toHaveText(NOT_FOUND);
    await lookup.getByLabel('Email').fill(email.toUpperCase());
    await lookup.getByRole('button', { name: 'Find order' }).click();
    await expect(page.getByRole('region', { name: 'Order Summary' })).toBeVisible();
    await expect(page.getByText(number, { exact: true })).toBeVisible();
    expect(await seriousViolations(page), 'order lookup').toEqual([]);
  });
}
