import type { APIRequestContext, Locator, Page } from '@playwright/test';

import { seriousViolations } from './support/axe';
import { expect, login, test, uniqueEmail } from './support/fixtures';
import { linkIn, waitForMail, type ReceivedMail } from './support/mail';
import { E2E } from './support/ports';
import { productPhoto } from './support/product-photo';

/*
 * Issue 23, section 6, end to end: a member buys two items from two merchants, delivered to a new
 * address by Express; each merchant sees only its own item with the address and ships it with a
 * tracking number; the member is mailed both shipments, asks to return one item, its merchant
 * accepts and receives it, and the refund and the stock come back.
 */

/** The demo merchant's kaftan (brand Bakare Tailoring, $180). */
const KAFTAN = { slug: 'bakare-tailored-kaftan', name: 'Bakare Tailored Kaftan' };

const DELIVERY = {
  address: '14 Adeniran Ogunsanya Street',
  city: 'Surulere',
  state: 'Lagos',
  country: 'Nigeria',
  zipCode: '101283',
};

interface ShopProduct {
  _id: string;
  slug: string;
  inventory: number;
}

/** The product as the shop has it now (never a cached copy). */
async function stockOf(request: APIRequestContext, slug: string): Promise<number> {
  const res = await request.get(`/api/product/item/${slug}`, {
    headers: { 'cache-control': 'no-cache' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { product: ShopProduct }).product.inventory;
}

async function apiToken(request: APIRequestContext, email: string, password: string) {
  const res = await request.post('/api/auth/login', { data: { email, password } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/**
 * A second merchant with one product of its own, set up through the API as the marketplace
 * journey does it through the screens: it applies, the admin approves, the invitation's link
 * completes the sign-up, and the merchant adds a product with stock.
 */
async function secondMerchant(request: APIRequestContext) {
  const stamp = Date.now().toString(36);
  const merchant = {
    email: uniqueEmail('ngozi'),
    password: 'atelier-pass-2',
    brand: `Eze Adire House ${stamp}`,
  };
  const product = { name: `Indigo Adire Tunic ${stamp}`, price: 45, quantity: 5 };

  const applied = await request.post('/api/merchant/add', {
    data: {
      name: `Ngozi Eze ${stamp}`,
      email: merchant.email,
      phoneNumber: '(415) 555-0163',
      brandName: merchant.brand,
      business: 'Hand-dyed adire tunics and wrappers, cut and sewn in Abeokuta.',
    },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  const merchantId = ((await applied.json()) as { merchant: { _id: string } }).merchant._id;

  const admin = await apiToken(request, 'admin@ekothread.test', 'admin-demo-123');
  const approved = await request.put(`/api/merchant/approve/${merchantId}`, {
    headers: { authorization: admin },
  });
  expect(approved.ok(), await approved.text()).toBe(true);

  const invitation = await waitForMail(
    merchant.email,
    'Your application to sell with us was approved',
  );
  const link = new URL(linkIn(invitation, `${E2E.baseUrl}/merchant-signup/`));
  const token = link.pathname.split('/').at(-1)!;
  const signedUp = await request.post(`/api/merchant/signup/${token}`, {
    data: {
      email: merchant.email,
      password: merchant.password,
      firstName: 'Ngozi',
      lastName: 'Eze',
    },
  });
  expect(signedUp.ok(), await signedUp.text()).toBe(true);

  const own = await apiToken(request, merchant.email, merchant.password);
  const added = await request.post('/api/product/add', {
    headers: { authorization: own },
    multipart: {
      sku: `EZE-E2E-${stamp}`,
      name: product.name,
      description: 'A loose tunic in hand-dyed indigo adire, with side pockets.',
      quantity: String(product.quantity),
      price: String(product.price),
      taxable: 'false',
      sizes: 'M,L',
      image: { name: 'adire-tunic.png', mimeType: 'image/png', buffer: await productPhoto() },
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const made = ((await added.json()) as { product: { _id: string; slug: string } }).product;
  return { ...merchant, token: own, product: { ...product, slug: made.slug, id: made._id } };
}

/** Every mail the SMTP sink holds for that address with that subject, oldest first. */
async function mailsTo(to: string, subject: string): Promise<ReceivedMail[]> {
  const res = await fetch(`${E2E.mailApi}/messages?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as ReceivedMail[]).filter((mail) => mail.subject === subject);
}

/** On a product page: the first size, then into the bag. */
async function addToBag(page: Page, slug: string, name: string): Promise<void> {
  await page.goto(`/product/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('group', { name: /size/i }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Add To Bag' }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping bag' }).getByText(name)).toBeVisible();
}

/**
 * A merchant's Customer Orders, narrowed to the order by its number, opened: the order page
 * with the one item of the merchant's and the buyer's delivery address.
 */
async function openSale(page: Page, number: string, itemName: string, otherName: string) {
  await page.goto('/dashboard/orders/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer Orders' })).toBeVisible();
  const search = page.getByRole('searchbox', { name: 'Search orders' });
  await search.fill(number);
  await search.press('Enter');
  const card = page.getByRole('link', { name: new RegExp(number) });
  await expect(card).toHaveCount(1);
  await card.click();
  await expect(page.getByText(`Order ${number}`)).toBeVisible();

  const items = page.getByRole('article');
  await expect(items).toHaveCount(1);
  await expect(page.getByRole('article', { name: itemName })).toBeVisible();
  await expect(page.getByText(otherName)).toHaveCount(0);
  return page.getByRole('article', { name: itemName });
}

async function expectDeliveryAddress(page: Page, name: string, phone: string) {
  await expect(
    page.getByRole('region', { name: 'Delivery Address' }).locator('address p'),
  ).toHaveText([
    name,
    phone,
    DELIVERY.address,
    `${DELIVERY.city}, ${DELIVERY.state}, ${DELIVERY.zipCode}`,
    DELIVERY.country,
  ]);
}

async function markShipped(item: Locator, name: string, carrier: string, tracking: string) {
  const form = item.getByRole('form', { name: `Ship ${name}` });
  await form.getByLabel('Carrier', { exact: true }).fill(carrier);
  await form.getByLabel('Tracking number', { exact: true }).fill(tracking);
  await form.getByRole('button', { name: 'Mark Shipped' }).click();
  await expect(item.getByText('Shipped', { exact: true }).first()).toBeVisible();
  await expect(item).toContainText(`${carrier} · ${tracking}`);
  await expect(form).toHaveCount(0);
}

test('a member buys from two merchants, each ships its item, one is returned and refunded', async ({
  page,
  request,
  signedInPage,
}) => {
  // Three people, a payment, two shipments, a delivery and a return: longer than one screen.
  test.setTimeout(120_000);
  const tunicMerchant = await secondMerchant(request);
  const TUNIC = { slug: tunicMerchant.product.slug, name: tunicMerchant.product.name };

  const shopper = {
    email: uniqueEmail('amara'),
    password: 'tailored-123',
    name: 'Amara Okafor',
    phone: '0803 555 0142',
  };
  const registered = await request.post('/api/auth/register', {
    data: {
      email: shopper.email,
      password: shopper.password,
      firstName: 'Amara',
      lastName: 'Okafor',
      isSubscribed: false,
    },
  });
  expect(registered.ok(), await registered.text()).toBe(true);

  const kaftanBefore = await stockOf(request, KAFTAN.slug);
  expect(await stockOf(request, TUNIC.slug)).toBe(5);

  // 1. The member fills the bag with one piece of each merchant.
  await login(page, shopper.email, shopper.password);
  await addToBag(page, KAFTAN.slug, KAFTAN.name);
  await addToBag(page, TUNIC.slug, TUNIC.name);
  const bag = page.getByRole('dialog', { name: 'Shopping bag' });
  await expect(bag.getByText('$225.00').first()).toBeVisible();
  await bag.getByRole('button', { name: 'Place Order' }).click();

  // 2. Checkout: no saved address yet, so a new one typed here; Express instead of Standard.
  const modal = page.getByRole('dialog', { name: 'Checkout' });
  await expect(modal.getByLabel('Name')).toHaveValue(shopper.name);
  await modal.getByLabel('Phone').fill(shopper.phone);
  await expect(modal.getByRole('radio', { name: 'A new address' })).toBeChecked();
  await modal.getByLabel('Address', { exact: true }).fill(DELIVERY.address);
  await modal.getByLabel('City', { exact: true }).fill(DELIVERY.city);
  await modal.getByLabel('State', { exact: true }).fill(DELIVERY.state);
  await modal.getByLabel('Country', { exact: true }).selectOption(DELIVERY.country);
  await modal.getByLabel('Zipcode', { exact: true }).fill(DELIVERY.zipCode);
  await expect(modal.getByRole('checkbox', { name: 'Save to my addresses' })).toBeChecked();
  // Nigeria: Standard is free, Express is $15 whatever the bag holds.
  const standard = modal.getByRole('radio', { name: /^Standard/ });
  const express = modal.getByRole('radio', { name: /^Express/ });
  await expect(standard).toBeChecked();
  await expect(standard.locator('xpath=..')).toContainText('Free');
  await expect(express.locator('xpath=..')).toContainText('$15.00');
  await expect(express.locator('xpath=..')).toContainText('1-2 working days');
  await express.check();
  await expect(express).toBeChecked();
  await expect(modal.getByText('Shipping (Express)')).toBeVisible();
  await expect(modal.getByText('$240.00')).toBeVisible();
  expect(await seriousViolations(page), 'checkout modal, new address and Express').toEqual([]);
  await modal.getByRole('button', { name: 'Pay Now' }).click();

  // 3. The test payment page asks for both items and Express; paying places the order.
  await expect(page).toHaveURL(/\/api\/payment\/test\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Pay $240.00' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay Now' }).click();
  await expect(page).toHaveURL(/\/order\/success\/[0-9a-f-]{36}$/);
  const orderId = page.url().split('/').at(-1)!;
  const numberLink = page.getByRole('link', { name: /^EKO-\d+$/ });
  const number = (await numberLink.textContent())!;

  // The shop holds one piece less of each.
  expect(await stockOf(request, KAFTAN.slug)).toBe(kaftanBefore - 1);
  expect(await stockOf(request, TUNIC.slug)).toBe(4);

  // The member's order: both items, Express charged, going to the new address.
  await numberLink.click();
  await expect(page).toHaveURL(new RegExp(`/order/${orderId}$`));
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(
    page.getByRole('region', { name: 'Order Summary' }).getByRole('definition'),
  ).toHaveText(['$225.00', '$15.00', '$240.00']);
  await expectDeliveryAddress(page, shopper.name, shopper.phone);

  // The second merchant is mailed its sale: its item alone and where to ship it.
  const sale = await waitForMail(tunicMerchant.email, `New sale ${number}`);
  expect(sale.text).toContain(TUNIC.name);
  expect(sale.text).not.toContain(KAFTAN.name);
  expect(sale.text).toContain(`Ship to: ${shopper.name}, ${shopper.phone}, ${DELIVERY.address}`);

  // 4. The demo merchant sees its kaftan only, with the address, and ships it.
  const bakare = await signedInPage('merchant');
  const kaftanItem = await openSale(bakare, number, KAFTAN.name, TUNIC.name);
  await expectDeliveryAddress(bakare, shopper.name, shopper.phone);
  // Its own money only (no shipping), and nothing of the shopper's email or payment.
  await expect(
    bakare.getByRole('region', { name: 'Order Summary' }).getByRole('definition'),
  ).toHaveText(['$180.00', '$0.00', '$180.00']);
  await expect(bakare.getByRole('region', { name: 'Contact' })).toHaveCount(0);
  await expect(bakare.getByText(shopper.email)).toHaveCount(0);
  const kaftanTracking = `GIG-${Date.now().toString(36).toUpperCase()}`;
  await markShipped(kaftanItem, KAFTAN.name, 'GIG Logistics', kaftanTracking);

  // 5. The second merchant likewise with its tunic, then marks it delivered.
  const eze = await signedInPage({ email: tunicMerchant.email, password: tunicMerchant.password });
  const tunicItem = await openSale(eze, number, TUNIC.name, KAFTAN.name);
  await expectDeliveryAddress(eze, shopper.name, shopper.phone);
  await expect(
    eze.getByRole('region', { name: 'Order Summary' }).getByRole('definition'),
  ).toHaveText(['$45.00', '$0.00', '$45.00']);
  const tunicTracking = `DHL-${Date.now().toString(36).toUpperCase()}`;
  await markShipped(tunicItem, TUNIC.name, 'DHL Express', tunicTracking);
  await tunicItem.getByRole('button', { name: `Mark ${TUNIC.name} delivered` }).click();
  await expect(tunicItem.getByText('Delivered', { exact: true }).first()).toBeVisible();
  await expect(tunicItem.getByRole('button')).toHaveCount(0);

  // 6. The member is mailed each shipment, with its carrier and tracking number.
  const update = `Order Update ${number}`;
  const shippedMails = async () =>
    (await mailsTo(shopper.email, update)).filter((mail) => mail.text.includes(': Shipped'));
  await expect
    .poll(async () => (await shippedMails()).length, { message: 'two shipped mails' })
    .toBe(2);
  const shipped = await shippedMails();
  const kaftanMail = shipped.find((mail) => mail.text.includes(KAFTAN.name))!;
  const tunicMail = shipped.find((mail) => mail.text.includes(TUNIC.name))!;
  expect(kaftanMail.text).toContain(
    `${KAFTAN.name} (size S), sent with GIG Logistics, tracking number ${kaftanTracking}`,
  );
  expect(kaftanMail.text).not.toContain(TUNIC.name);
  expect(tunicMail.text).toContain(
    `${TUNIC.name} (size M), sent with DHL Express, tracking number ${tunicTracking}`,
  );
  expect(tunicMail.text).not.toContain(KAFTAN.name);
  expect(linkIn(tunicMail, `${E2E.baseUrl}/order/`)).toBe(`${E2E.baseUrl}/order/${orderId}`);

  // 7. On the order page the member asks to return the delivered tunic.
  await page.reload();
  await expect(page.getByRole('article', { name: KAFTAN.name })).toContainText(kaftanTracking);
  await expect(page.getByRole('article', { name: TUNIC.name })).toContainText(tunicTracking);
  const returns = page.getByRole('region', { name: 'Returns & refunds' });
  await expect(returns.getByRole('button', { name: `Return ${KAFTAN.name}` })).toHaveCount(0);
  await returns.getByRole('button', { name: `Return ${TUNIC.name}` }).click();
  const ask = page.getByRole('dialog', { name: `Return ${TUNIC.name}` });
  await ask.getByLabel('Reason').selectOption('Does not fit');
  await expect(ask.getByLabel('Quantity')).toHaveValue('1');
  await ask.getByLabel('Note (optional)').fill('Too narrow across the shoulders.');
  await ask.getByRole('button', { name: 'Ask for a return' }).click();
  await expect(
    page.getByText('Your return request has been sent. We will let you know once it is reviewed.'),
  ).toBeVisible();
  await expect(ask).toBeHidden();
  const asked = returns.getByRole('list', { name: 'Returns of this order' }).getByRole('listitem');
  await expect(asked).toHaveCount(1);
  await expect(asked).toContainText(`1 × ${TUNIC.name} (size M)`);
  await expect(asked).toContainText('Return requested');
  await expect(returns.getByRole('button', { name: `Return ${TUNIC.name}` })).toHaveCount(0);

  // 8. The tunic's merchant accepts it on its Returns screen, then receives it: refunded.
  await eze.goto('/dashboard');
  await eze
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Returns' })
    .click();
  await expect(eze).toHaveURL(/\/dashboard\/returns$/);
  const card = eze.getByRole('article', { name: `Return of ${TUNIC.name}` });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Return requested');
  await expect(card).toContainText('Does not fit');
  await expect(card).toContainText('$45.00');
  await expect(card).toContainText('Too narrow across the shoulders.');
  expect(await seriousViolations(eze), 'returns screen').toEqual([]);
  await card.getByRole('button', { name: `Accept return of ${TUNIC.name}` }).click();
  await expect(eze.getByText('The return has been accepted.')).toBeVisible();
  await expect(card).toContainText('Return accepted');
  await card.getByRole('button', { name: `Mark return of ${TUNIC.name} received` }).click();
  await expect(eze.getByText('The parcel is received and the refund has been made.')).toBeVisible();
  await expect(card).toContainText('Refunded');
  await expect(card.getByRole('button')).toHaveCount(0);

  // 9. The member is mailed the acceptance and the refund, and sees it refunded.
  const accepted = await waitForMail(shopper.email, `Your return is accepted (order ${number})`);
  expect(accepted.text).toContain(`1 × ${TUNIC.name} (size M)`);
  const refunded = await waitForMail(shopper.email, `Your refund of $45.00 (order ${number})`);
  expect(refunded.text).toContain('we have refunded $45.00');
  await page.reload();
  await expect(asked).toContainText('Refunded');
  await expect(asked).toContainText('$45.00');

  // The tunic is back in stock; the kaftan, kept, is not.
  expect(await stockOf(request, TUNIC.slug)).toBe(5);
  expect(await stockOf(request, KAFTAN.slug)).toBe(kaftanBefore - 1);

  // The journey's merchant takes its product down, so that the shop's journeys that count the
  // demo catalog meet it as seeded.
  const removed = await request.delete(`/api/product/delete/${tunicMerchant.product.id}`, {
    headers: { authorization: tunicMerchant.token },
  });
  expect(removed.ok(), await removed.text()).toBe(true);
});
