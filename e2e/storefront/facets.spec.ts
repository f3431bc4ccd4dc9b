import type { APIRequestContext, Locator, Page } from '@playwright/test';

import type { ProductFacets } from '../../src/shared/product/facets';
import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

/*
 * Issue 26, section 2 (decision 0052): the shop's facets with counts, at a desktop's and a
 * phone's width, with and without JavaScript. The counts the page shows are the API's; the
 * list's "Showing" line follows the choices.
 */

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function facetsOf(request: APIRequestContext, query: string): Promise<ProductFacets> {
  const res = await request.get(`/api/product/list/facets?${query}`);
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as ProductFacets;
}

/** The filter form on the screen (the sidebar's, or the phone's panel opened). */
async function filterForm(page: Page, isPhone: boolean): Promise<Locator> {
  if (isPhone) {
    const summary = page.locator('summary', { hasText: 'Filters' });
    if ((await summary.locator('..').getAttribute('open')) === null) await summary.click();
  }
  return page.getByRole('form', { name: 'Filter products' });
}

const showing = (count: number) => new RegExp(`of ${count} products$`);

for (const size of WIDTHS) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    const isPhone = size.name === 'phone';

    test('a shopper chooses a size and a brand, sees the counts and the list change, and reloads', async ({
      page,
      request,
    }) => {
      const all = await facetsOf(request, '');
      expect(all.count).toBe(38);
      const bySize = await facetsOf(request, 'size=M');
      const brand = bySize.brands.find((choice) => choice.count > 0 && choice.count < bySize.count);
      if (!brand) throw new Error('the demo catalog has no brand that narrows size M');
      const both = await facetsOf(request, `size=M&brand=${brand.value}`);

      await page.goto('/shop');
      const results = page.getByRole('region', { name: 'Products' }).locator('[aria-live]');
      await expect(results).toHaveText('Showing: 1-10 products of 38 products');
      let form = await filterForm(page, isPhone);
      const sizeM = (count: number) =>
        form.getByRole('group', { name: 'Size in stock' }).getByRole('checkbox', {
          name: `M (${count})`,
        });
      await expect(sizeM(all.sizes.find((s) => s.value === 'M')!.count)).not.toBeChecked();

      // The size chips are labels around visually hidden checkboxes: a shopper taps the chip.
      await form
        .getByRole('group', { name: 'Size in stock' })
        .getByText('M', { exact: true })
        .click();
      await expect(page).toHaveURL(/[?&]size=M(&|$)/);
      await expect(results).toHaveText(showing(bySize.count));
      const brandBox = (count: number) =>
        form.getByRole('group', { name: 'Brand' }).getByRole('checkbox', {
          name: `${brand.label} (${count})`,
        });
      await brandBox(brand.count).check();
      await expect(page).toHaveURL(new RegExp(`[?&]brand=${brand.value}(&|$)`));
      await expect(results).toHaveText(showing(both.count));
      // The size's count now applies the brand; the brand's count the size.
      await expect(sizeM(both.sizes.find((s) => s.value === 'M')!.count)).toBeChecked();
      await expect(brandBox(both.brands.find((b) => b.value === brand.value)!.count)).toBeChecked();
      const products = page.getByRole('region', { name: 'Products' }).getByRole('heading', {
        level: 2,
      });
      await expect(products).toHaveCount(Math.min(both.count, 10));
      expect(await seriousViolations(page)).toEqual([]);

      // A reload keeps the choices; the back button takes the brand off again.
      await page.reload();
      await expect(results).toHaveText(showing(both.count));
      form = await filterForm(page, isPhone);
      await expect(brandBox(both.brands.find((b) => b.value === brand.value)!.count)).toBeChecked();
      await page.goBack();
      await expect(page).toHaveURL(/\/shop\?size=M$/);
      await expect(results).toHaveText(showing(bySize.count));

      // Clear all: the whole shop again.
      form = await filterForm(page, isPhone);
      await form.getByRole('link', { name: 'Clear all' }).click();
      await expect(page).toHaveURL(/\/shop$/);
      await expect(results).toHaveText('Showing: 1-10 products of 38 products');
    });
  });

  test.describe(`without JavaScript at ${size.width} px`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width: size.width, height: size.height } });
    const isPhone = size.name === 'phone';

    test('the page honours the URL and the form applies more choices', async ({
      page,
      request,
    }) => {
      const one = await facetsOf(request, 'size=L');
      const two = await facetsOf(request, 'size=L&size=XL');
      await page.goto('/shop?size=L');
      await expect(page.getByText(showing(one.count))).toBeVisible();
      const form = await filterForm(page, isPhone);
      const sizes = form.getByRole('group', { name: 'Size in stock' });
      const xl = one.sizes.find((s) => s.value === 'XL')!;
      await expect(sizes.getByRole('checkbox', { name: /^L \(/ })).toBeChecked();
      await sizes.getByText('XL', { exact: true }).click();
      await form.getByRole('button', { name: 'Apply filters' }).click();
      await expect(page).toHaveURL(/\/shop\?size=L&size=XL$/);
      await expect(page.getByText(showing(two.count))).toBeVisible();
      expect(xl.count).toBeGreaterThan(0);
    });
  });
}
