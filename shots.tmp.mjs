import { chromium } from '@playwright/test';
const base = process.env.BASE ?? 'http://127.0.0.1:3900';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
async function session(email, password, width, height) {
  const ctx = await browser.newContext({ viewport: { width, height } });
  const page = await ctx.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(/dashboard|\/$/);
  return page;
}
for (const [w, h, tag] of [[1280, 900, 'desk'], [390, 844, 'phone']]) {
  const admin = await session('admin@ekothread.test', 'admin-demo-123', w, h);
  await admin.goto(`${base}/dashboard/shipping`);
  await admin.getByRole('heading', { level: 1 }).first().waitFor();
  await admin.waitForTimeout(800);
  await admin.screenshot({ path: `/tmp/shots/shipping-${tag}.png`, fullPage: true });
  await admin.goto(`${base}/dashboard/returns`);
  await admin.getByRole('heading', { level: 1 }).first().waitFor();
  await admin.waitForTimeout(800);
  await admin.screenshot({ path: `/tmp/shots/returns-${tag}.png`, fullPage: true });
  const member = await session('member@ekothread.test', 'member-demo-123', w, h);
  await member.goto(`${base}/product/ankara-print-short-sleeve-shirt`);
  await member.getByRole('group', { name: /size/i }).getByRole('button').first().click();
  await member.getByRole('button', { name: 'Add To Bag' }).click();
  await member.getByRole('dialog', { name: 'Shopping bag' }).getByRole('button', { name: 'Place Order' }).click();
  const modal = member.getByRole('dialog', { name: 'Checkout' });
  await modal.waitFor();
  await member.waitForTimeout(1500);
  await member.screenshot({ path: `/tmp/shots/checkout-${tag}.png`, fullPage: true });
  await modal.screenshot({ path: `/tmp/shots/checkout-modal-${tag}.png` });
}
await browser.close();
