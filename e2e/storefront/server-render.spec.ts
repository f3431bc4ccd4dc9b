import { expect, test } from '../support/fixtures';

// Each storefront page comes drawn by the server and is hydrated without asking for its data
// again; any hydration mismatch is a console error, which fails the journey (fixtures.ts).
const PAGES: [path: string, heading: RegExp][] = [
  ['/', /Lagos tailoring/],
  ['/shop', /Shop/],
  ['/shop/brand/agbada', /Agbada/],
  ['/shop/category/office-formal', /Office & Formal/],
  ['/brands', /Brands/],
  ['/product/indigo-adire-agbada-set', /Indigo Adire Agbada Set/],
  ['/faq', /Frequently Asked Questions/],
  ['/about', /./],
];

/** The API reads a storefront page's own data comes from. */
const PAGE_DATA = /\/api\/(product\/list|product\/item|review|brand\/list|category\/list)\b/;

for (const [path, heading] of PAGES) {
  test(`${path} hydrates with the data it came with`, async ({ page }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (PAGE_DATA.test(request.url())) reads.push(request.url());
    });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
    // Hydrated: the menu opens.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    // Nothing the page drew was asked for again (the home page's lower sections read the
    // newest products when they near the screen, after load).
    expect(reads.filter((url) => !(path === '/' && url.includes('limit=8')))).toEqual([]);
  });
}

test('an unknown product and an unknown path are real 404s with their page', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/);
  const product = await page.goto('/product/no-such-garment');
  expect(product?.status()).toBe(404);
  await expect(page.getByText('No product found.')).toBeVisible();
  const other = await page.goto('/no-such-page');
  expect(other?.status()).toBe(404);
  await expect(page.getByText('The page you are looking for was not found.')).toBeVisible();
});

test('a storefront page paints from its HTML alone, before the app is fetched', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await page.goto('/product/indigo-adire-agbada-set');
  await expect(page.getByRole('button', { name: 'Add To Bag' })).toBeEnabled();
  // The stylesheet is written into the page: no lazy part of the app asks for it again.
  expect(stylesheets).toEqual([]);
  // The app's entry is asked for by /boot.js only after the page's first contentful paint.
  const timing = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name));
    return { paint: paint?.startTime, entry: entry?.startTime };
  });
  expect(timing.paint).toBeGreaterThan(0);
  expect(timing.entry).toBeGreaterThan(timing.paint!);
});
