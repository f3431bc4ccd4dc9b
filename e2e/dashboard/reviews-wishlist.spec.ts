import type { APIRequestContext, Page } from '@playwright/test';

import { expect, login, test, uniqueEmail } from '../support/fixtures';

/** A new member for this test, so that reruns never meet an earlier review or like. */
async function newMember(request: APIRequestContext, firstName: string) {
  const email = uniqueEmail(firstName.toLowerCase());
  const password = 'tailored-123';
  const res = await request.post('/api/auth/register', {
    data: { email, password, firstName, lastName: 'Adeyemi', isSubscribed: false },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return { email, password };
}

/** A product of the demo shop, found by name through the search API. */
async function productNamed(request: APIRequestContext, name: string) {
  const res = await request.get(`/api/product/list/search/${encodeURIComponent(name)}`);
  expect(res.ok()).toBe(true);
  const { products } = (await res.json()) as { products: { name: string; slug: string }[] };
  const product = products.find((p) => p.name === name);
  expect(product, `${name} is in the demo shop`).toBeTruthy();
  return product!;
}

async function openReviews(page: Page, slug: string) {
  await page.goto(`/product/${slug}`);
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews).toBeVisible();
  return reviews;
}

test('a member reviews a product, an admin approves it, and the product page shows it with the new average', async ({
  page,
  request,
  signedInPage,
}) => {
  const product = await productNamed(request, 'Saffron Ankara Buba Set');
  // What was approved before (none in a fresh demo shop), to know the new average.
  const before = (await (await request.get(`/api/review/${product.slug}`)).json()) as {
    reviews: { rating: number }[];
  };
  const rating = 4;
  const sum = before.reviews.reduce((total, r) => total + r.rating, 0) + rating;
  const total = before.reviews.length + 1;
  const average = Math.round(sum / total);

  const member = await newMember(request, 'Kunle');
  await login(page, member.email, member.password);
  let reviews = await openReviews(page, product.slug);
  const form = reviews.getByRole('region', { name: 'Add a Review' });

  // Nothing is sent until the form is complete.
  await form.getByRole('button', { name: 'Publish Review' }).click();
  await expect(form.getByText('Title is required.')).toBeVisible();
  await expect(form.getByText('Review is required.')).toBeVisible();
  await expect(form.getByText('Rating is required.')).toBeVisible();

  const title = `Bright and light ${Date.now().toString(36)}`;
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form
    .getByLabel('Review', { exact: true })
    .fill('The ankara kept its colour after washing.');
  await form.getByRole('radio', { name: `${rating} stars` }).check();
  await form.getByLabel('Will you recommend this product?').selectOption('Yes');
  await form.getByRole('button', { name: 'Publish Review' }).click();
  await expect(
    page.getByText('Your review has been added successfully and will appear when approved!'),
  ).toBeVisible();
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue('');
  await expect(form.getByRole('radio', { name: `${rating} stars` })).not.toBeChecked();
  // Waiting for approval: not on the page yet.
  await expect(reviews.getByRole('heading', { name: title })).toHaveCount(0);

  // The admin approves it in /dashboard/review.
  const admin = await signedInPage('admin');
  await admin
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Reviews' })
    .click();
  await expect(admin).toHaveURL(/\/dashboard\/review$/);
  await expect(admin.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
  const card = admin.getByRole('article', { name: title });
  await expect(card.getByRole('link', { name: 'Saffron Ankara Buba Set' })).toHaveAttribute(
    'href',
    `/product/${product.slug}`,
  );
  await expect(card.getByText('K', { exact: true })).toBeVisible();
  await expect(card.getByRole('img', { name: `Rated ${rating} out of 5` })).toBeVisible();
  await expect(card.getByText(/^Review Added on \w+ \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(card.getByRole('button')).toHaveText(['Approve', 'Reject', 'Delete']);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Review has been approved successfully!')).toBeVisible();
  await expect(card.getByText('Approved', { exact: true })).toBeVisible();
  await expect(card.getByRole('button')).toHaveText(['Delete']);
  await admin.context().close();

  // The member sees it on the product page, with the new average.
  reviews = await openReviews(page, product.slug);
  await expect(reviews.getByRole('heading', { name: title })).toBeVisible();
  await expect(
    reviews.getByText(`Based on ${total} ${total === 1 ? 'review' : 'reviews'}`),
  ).toBeVisible();
  await expect(reviews.getByText(String(average), { exact: true })).toBeVisible();
  await expect(
    page.getByRole('link', { name: new RegExp(`${total} reviews?`) }).getByRole('img', {
      name: `Rated ${average} out of 5`,
    }),
  ).toBeVisible();
});

test('a member hearts a product, finds it in Your Wishlist and removes it', async ({
  page,
  request,
}) => {
  const name = 'Adire Buba and Sokoto Set';
  const member = await newMember(request, 'Femi');
  await login(page, member.email, member.password);

  await page.goto('/shop/brand/native');
  const heart = page.getByRole('button', { name: `Add ${name} to wishlist` });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(page.getByText('Added to your Wishlist successfully!')).toBeVisible();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/dashboard');
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'WishList' })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/wishlist$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Wishlist' })).toBeVisible();
  const row = page.getByRole('link', { name: new RegExp(name) });
  await expect(row).toHaveAttribute('href', /^\/product\/adire-buba/);
  await expect(row.getByText('$130.00')).toBeVisible();
  await expect(row.getByText(/^Wishlist Added on \w+ \d{1,2}, \d{4}$/)).toBeVisible();

  await page.getByRole('button', { name: `Remove ${name} from your wishlist` }).click();
  await expect(page.getByText('Your Wishlist has been updated successfully!')).toBeVisible();
  await expect(page.getByText('You have no items in your wishlist yet.')).toBeVisible();

  // The shop shows the heart empty again.
  await page.goto('/shop/brand/native');
  await expect(page.getByRole('button', { name: `Add ${name} to wishlist` })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
