import type { APIRequestContext, Page } from '@playwright/test';

import { seriousViolations } from '../support/axe';
import { expect, test, uniqueEmail } from '../support/fixtures';

/*
 * Issue 26's first visit, at a phone's width and a desktop's: every page says what it is in the
 * browser's title (after signing in too), placeholders are whole, long emails do not push the
 * page sideways, the phone's dashboard menu names the open screen, no Google or Facebook button
 * on a store that configured neither, and a tailor finds /sell and applies with a Nigerian
 * number, its confirmation staying on the page.
 */

const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/**
 * The placeholders of the page's empty text fields whose text is wider than the room the field
 * gives it (measured in the field's own font): none should be cut off.
 */
async function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) return ['no canvas'];
    const fields = [
      ...document.querySelectorAll<HTMLInputElement>('input[placeholder]:not([type=hidden])'),
    ].filter((field) => field.offsetParent !== null && field.value === '');
    return fields.flatMap((field) => {
      const style = getComputedStyle(field);
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = context.measureText(field.placeholder).width;
      const room =
        field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return text > room ? [`${field.placeholder} (${Math.ceil(text)} > ${Math.floor(room)})`] : [];
    });
  });
}

/** The demo admin's token, for cleaning up what the journey added. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/login', {
    data: { email: 'admin@ekothread.test', password: 'admin-demo-123' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { token: string }).token;
}

for (const size of WIDTHS) {
  test.describe(`at a ${size.name}'s width (${size.width} px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('pages say what they are, placeholders are whole, no social buttons unconfigured', async ({
      page,
      allowConsoleErrors,
    }) => {
      // The unknown path at the end is answered 404, which the browser reports.
      allowConsoleErrors(/status of 404/);
      await page.goto('/faq');
      await expect(page).toHaveTitle('Frequently Asked Questions | Eko Thread');
      // A page drawn in the browser after another one names itself.
      await page.goto('/register');
      await expect(page).toHaveTitle('Sign Up | Eko Thread');
      expect(await cutPlaceholders(page)).toEqual([]);
      await expect(page.getByRole('link', { name: /with (Google|Facebook)/ })).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/login');
      await expect(page).toHaveTitle('Login | Eko Thread');
      expect(await cutPlaceholders(page)).toEqual([]);
      await expect(page.getByRole('link', { name: /with (Google|Facebook)/ })).toHaveCount(0);
      await expect(page.getByText('or', { exact: true })).toHaveCount(0);

      // Signing in: the dashboard no longer says "Login".
      await page.getByLabel('Email Address', { exact: true }).fill('member@ekothread.test');
      await page.getByLabel('Password', { exact: true }).fill('member-demo-123');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page).toHaveTitle('Account Details | Eko Thread');
      expect(await cutPlaceholders(page)).toEqual([]);

      const menu = page.getByRole('navigation', { name: 'Dashboard' });
      if (size.width < 1024) {
        // The phone's menu names the open screen and opens on a tap.
        const button = menu.getByRole('button', { name: /Menu/ });
        await expect(button).toContainText('Account Details');
        await expect(menu.getByRole('link', { name: 'Address' })).toBeHidden();
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
      }
      await menu.getByRole('link', { name: 'Address' }).click();
      await expect(page).toHaveURL(/\/dashboard\/address$/);
      await expect(page).toHaveTitle('Address | Eko Thread');
      if (size.width < 1024) {
        await expect(menu.getByRole('button', { name: /Menu/ })).toContainText('Address');
        await expect(menu.getByRole('link', { name: 'Orders' })).toBeHidden();
      } else {
        await expect(menu.getByRole('button', { name: /Menu/ })).toBeHidden();
      }
      await page.goto('/dashboard/address/add');
      await expect(page).toHaveTitle('Add Address | Eko Thread');
      expect(await cutPlaceholders(page)).toEqual([]);
      expect(await seriousViolations(page)).toEqual([]);
      await page.goto('/no-such-page-here');
      await expect(page).toHaveTitle('Page not found | Eko Thread');
    });

    test('a long email wraps instead of pushing the page sideways', async ({
      request,
      signedInPage,
    }) => {
      // An address as long as people have: it must wrap at its @ and dots.
      const email = uniqueEmail(`adebayo.oluwaseun.babatunde-okonkwo.${size.name}`);
      const password = 'tailored-123';
      const res = await request.post('/api/auth/register', {
        data: { email, password, firstName: 'Adebayo', lastName: 'Okonkwo', isSubscribed: false },
      });
      expect(res.ok(), await res.text()).toBe(true);

      const own = await signedInPage({ email, password });
      await own.setViewportSize({ width: size.width, height: size.height });
      await own.goto('/dashboard');
      await expect(own.getByText(email)).toBeVisible();
      await expectNoSidewaysScroll(own);

      const admin = await signedInPage('admin');
      await admin.setViewportSize({ width: size.width, height: size.height });
      await admin.goto(`/dashboard/users?q=${encodeURIComponent(email)}`);
      await expect(admin.getByRole('article').getByText(email)).toBeVisible();
      await expectNoSidewaysScroll(admin);
      expect(await seriousViolations(admin)).toEqual([]);
    });

    test('a tailor finds /sell from the footer and About, applies with +234, and the confirmation stays', async ({
      page,
      request,
    }) => {
      await page.goto('/about');
      await expect(page).toHaveTitle('About | Eko Thread');
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Apply to sell with us' }),
      ).toHaveAttribute('href', '/sell');
      const footerLink = page.getByRole('contentinfo').getByRole('link', { name: 'Sell With Us' });
      await footerLink.scrollIntoViewIfNeeded();
      await footerLink.click();
      await expect(page).toHaveURL(/\/sell$/);
      await expect(page).toHaveTitle('Sell With Us | Eko Thread');
      await expect(page.getByRole('heading', { name: 'Your own brand page' })).toBeVisible();
      expect(await cutPlaceholders(page)).toEqual([]);

      const email = uniqueEmail(`tailor-${size.name}`);
      const brand = `Lagos Cut ${size.name} ${Date.now().toString(36)}`;
      await page.getByLabel('Name', { exact: true }).fill('Tunde Bakare');
      await page.getByLabel('Email Address', { exact: true }).fill(email);
      await page.getByLabel('Phone Number', { exact: true }).fill('+234 803 555 0142');
      await page.getByLabel('Brand', { exact: true }).fill(brand);
      await page
        .getByLabel('Business', { exact: true })
        .fill('Agbada and native sets, cut to measure.');
      await page.getByRole('button', { name: 'Submit' }).click();

      const received = page.getByRole('heading', { name: 'Application received' });
      await expect(received).toBeVisible();
      await expect(
        page.getByText(
          'We received your request! we will reach you on your phone number +2348035550142!',
        ),
      ).toBeVisible();
      await expect(received).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
      // Still there after a reload, and after a toast would long have gone.
      await page.reload();
      await expect(received).toBeVisible();
      await expect(page.getByRole('button', { name: 'Submit' })).toHaveCount(0);
      await expectNoSidewaysScroll(page);

      // The application waits for the admin; this journey takes it away again.
      const token = await adminToken(request);
      const found = await request.get(`/api/merchant/search?search=${encodeURIComponent(email)}`, {
        headers: { authorization: token },
      });
      const { merchants } = (await found.json()) as {
        merchants: { _id: string; phoneNumber: string }[];
      };
      expect(merchants).toHaveLength(1);
      expect(merchants[0]?.phoneNumber).toBe('+2348035550142');
      const removed = await request.delete(`/api/merchant/delete/${merchants[0]?._id}`, {
        headers: { authorization: token },
      });
      expect(removed.ok(), await removed.text()).toBe(true);
    });
  });
}
