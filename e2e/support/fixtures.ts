import {
  test as base,
  expect,
  type BrowserContextOptions,
  type Locator,
  type Page,
} from '@playwright/test';

import { E2E } from './ports';

/** The demo accounts the seed creates (README); the e2e store runs with these passwords. */
const DEMO = {
  admin: { email: 'admin@ekothread.test', password: 'admin-demo-123' },
  merchant: { email: 'merchant@ekothread.test', password: 'merchant-demo-123' },
  member: { email: 'member@ekothread.test', password: 'member-demo-123' },
} as const;
export type DemoRole = keyof typeof DEMO;

export interface Credentials {
  email: string;
  password: string;
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * A browser with nothing stored. Playwright gives every `browser.newContext()` in a test the test's own
 * options, its `storageState` too: without this, a context opened in a merchant's test is the merchant.
 */
const SIGNED_OUT: StorageState = { cookies: [], origins: [] };

interface TestFixtures {
  allowConsoleErrors: (pattern: RegExp) => void;
  /** Starts the test's `page` signed in as that demo account (`test.use({ signedInAs })`). */
  signedInAs: DemoRole | null;
  /**
   * `test.use({ waitsForApp: false })`: the test's `page` returns from a navigation without
   * waiting for the app (below), to act on the page before the app is ready (decision 0051).
   */
  waitsForApp: boolean;
  /**
   * A page in a browser context of its own, signed in and on the dashboard: a demo role reuses its stored
   * sign-in, any other account signs in through the form. Closed when the test ends.
   */
  signedInPage: (who: DemoRole | Credentials) => Promise<Page>;
  /** A page in a signed-out browser context of its own: the shop as a visitor sees it. */
  visitorPage: () => Promise<Page>;
}

interface WorkerFixtures {
  demoSignIn: (role: DemoRole) => Promise<StorageState>;
}

/**
 * The storefront comes drawn by the server: its buttons are on the screen before the app has
 * hydrated them, and a click that early does nothing. A navigation of the page's own (goto,
 * reload) therefore waits until the app has started (it marks <html data-ready>), as a shopper
 * waits for a page to respond.
 */
function waitForAppOnNavigation(page: Page): Page {
  const ready = () =>
    page.waitForFunction(() => document.documentElement.hasAttribute('data-ready'));
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
  return page;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  waitsForApp: [true, { option: true }],

  page: async ({ page, javaScriptEnabled, waitsForApp }, use) => {
    await use(javaScriptEnabled === false || !waitsForApp ? page : waitForAppOnNavigation(page));
  },

  /**
   * Every journey fails on an unexpected console error or uncaught page error. Failed requests
   * that a test provokes on purpose are allowed through `allowConsoleErrors`.
   */
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

  // Each demo role signs in through the form once per worker; its browser state (the token in
  // local storage) is reused by every test that needs that role, instead of a login per test.
  demoSignIn: [
    async ({ browser }, use) => {
      const states = new Map<DemoRole, Promise<StorageState>>();
      const signIn = async (role: DemoRole): Promise<StorageState> => {
        const context = await browser.newContext({
          baseURL: E2E.baseUrl,
          storageState: SIGNED_OUT,
        });
        try {
          const page = waitForAppOnNavigation(await context.newPage());
          await login(page, DEMO[role].email, DEMO[role].password);
          return await context.storageState();
        } finally {
          await context.close();
        }
      };
      await use((role) => {
        let state = states.get(role);
        if (!state) {
          state = signIn(role);
          states.set(role, state);
        }
        return state;
      });
    },
    { scope: 'worker' },
  ],

  signedInAs: [null, { option: true }],

  storageState: async ({ signedInAs, storageState, demoSignIn }, use) => {
    await use(signedInAs ? await demoSignIn(signedInAs) : storageState);
  },

  signedInPage: async ({ browser, demoSignIn }, use) => {
    const pages: Page[] = [];
    await use(async (who) => {
      const stored = typeof who === 'string';
      const context = await browser.newContext({
        storageState: stored ? await demoSignIn(who) : SIGNED_OUT,
      });
      const page = waitForAppOnNavigation(await context.newPage());
      pages.push(page);
      if (stored) {
        await page.goto('/dashboard');
        // Admins and merchants land on their Overview, members on Account Details.
        await expect(page).toHaveURL(/\/dashboard(\/overview)?$/);
      } else {
        await login(page, who.email, who.password);
      }
      return page;
    });
    for (const page of pages) await page.context().close();
  },

  visitorPage: async ({ browser }, use) => {
    const pages: Page[] = [];
    await use(async () => {
      const context = await browser.newContext({ storageState: SIGNED_OUT });
      const page = waitForAppOnNavigation(await context.newPage());
      pages.push(page);
      return page;
    });
    for (const page of pages) await page.context().close();
  },
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
  // Admins and merchants land on their Overview, members on Account Details.
  await expect(page).toHaveURL(/\/dashboard(\/overview)?$/);
  // The address changes as the router sets off; the login page stays on screen until the next
  // page's code is in (decision 0025), and a panel opened meanwhile would close as it arrives.
  await expect(page.getByRole('heading', { level: 1, name: 'Login', exact: true })).toBeHidden();
}

/**
 * In the checkout modal of a member with no saved address: a new delivery address in the United
 * States (the standard rate: free from $120, otherwise $5 per item), saved to the address book.
 */
export async function fillNewDeliveryAddress(modal: Locator): Promise<void> {
  await expect(modal.getByRole('radio', { name: 'A new address' })).toBeChecked();
  await modal.getByLabel('Address', { exact: true }).fill('1 Test Street');
  await modal.getByLabel('City', { exact: true }).fill('Austin');
  await modal.getByLabel('State', { exact: true }).fill('Texas');
  await modal.getByLabel('Country', { exact: true }).selectOption('United States');
  await modal.getByLabel('Zipcode', { exact: true }).fill('73301');
  await expect(modal.getByRole('radio', { name: /Standard/ })).toBeChecked();
}

/**
 * Opens a dashboard screen from its menu as the user would: below the desktop layout (Tailwind's
 * lg, 1024 px) the menu is folded behind a button naming the open screen, so that is tapped first.
 */
export async function openDashboardScreen(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('navigation', { name: 'Dashboard' });
  if ((page.viewportSize()?.width ?? 1280) < 1024) {
    const fold = menu.getByRole('button', { name: /Menu/ });
    await fold.click();
    await expect(fold).toHaveAttribute('aria-expanded', 'true');
  }
  await menu.getByRole('link', { name, exact: true }).click();
}
