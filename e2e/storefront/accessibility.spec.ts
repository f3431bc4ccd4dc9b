import { seriousViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';

for (const path of [
  '/login',
  '/register',
  '/',
  '/shop',
  '/shop/brand/agbada',
  '/product/indigo-adire-agbada-set',
]) {
  test(`axe finds no serious violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test.describe(() => {
  test.use({ signedInAs: 'admin' });

  test('axe finds no serious violations on the dashboard pages', async ({ page }) => {
    for (const path of [
      '/dashboard',
      '/dashboard/security',
      '/dashboard/address',
      '/dashboard/address/add',
      '/dashboard/users',
    ]) {
      await page.goto(path);
      await expect(page.locator('main h1').first()).toBeVisible();
      expect(await seriousViolations(page), path).toEqual([]);
    }
  });
});
