import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey fails on an unexpected console error or uncaught page error. Failed requests
 * that a test provokes on purpose are allowed through `allowConsoleErrors`.
 */
export const test = base.extend<{ allowConsoleErrors: (pattern: RegExp) => void }>({
  allowConsoleErrors: [
    async ({ page }, use) => {
      const allowed: RegExp[] = [];
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = `${message.text()} ${message.location().url}`;
        if (!allowed.some((pattern) => pattern.test(text))) errors.push(text);
      });
      page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
      await use((pattern) => allowed.push(pattern));
      expect(errors, 'unexpected console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

let counter = 0;
/** A fresh, unique email for data created by a test. */
export function uniqueEmail(prefix = 'shopper'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.test`;
}

export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email Address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
