import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

import { expect, login, test } from '../support/fixtures';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

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

test('axe finds no serious violations on the dashboard pages', async ({ page }) => {
  await login(page, 'admin@ekothread.test', 'admin-demo-123');
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
