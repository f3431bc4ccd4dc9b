import type { Page } from '@playwright/test';

import { seriousViolations } from './support/axe';
import { expect, test, uniqueEmail } from './support/fixtures';

/** A message shown in the open conversation (not the live region's copy of it). */
function chatMessage(page: Page, text: string) {
  return page.getByTestId('chat-message').filter({ hasText: text });
}

/** Letters only, different on every run: names take no digits. */
function uniqueName(): string {
  return Date.now()
    .toString(36)
    .replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)));
}

test('a member and an admin chat both ways; the history survives a reload', async ({
  page,
  signedInPage,
}) => {
  const admin = await signedInPage('admin');

  // A new member, so the conversation and its unread count start empty on every run.
  const lastName = `Chat${uniqueName()}`;
  const memberName = `Efe ${lastName}`;
  await page.goto('/register');
  await page.getByLabel('Email Address', { exact: true }).fill(uniqueEmail('chat'));
  await page.getByLabel('First Name', { exact: true }).fill('Efe');
  await page.getByLabel('Last Name', { exact: true }).fill(lastName);
  await page.getByLabel('Password', { exact: true }).fill('tailored-123');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The member opens Support from the dashboard menu and writes to the admin.
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Support' })
    .click();
  await expect(page).toHaveURL(/\/support$/);
  await expect(page.getByText('Select chat to start messaging')).toBeVisible();
  await page.getByRole('button', { name: /^Adaeze Okafor/ }).click();
  await expect(page.getByText('No messages found.')).toBeVisible();
  const question = `Where is my agbada? (${lastName})`;
  await page.getByLabel('Message', { exact: true }).fill(question);
  await page.getByLabel('Message', { exact: true }).press('Enter');
  await expect(chatMessage(page, question)).toBeVisible();
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');

  // The admin sees the unread badge on the menu and the count before opening the conversation.
  await expect(
    admin.getByRole('navigation', { name: 'Dashboard' }).getByTestId('support-unread'),
  ).toBeVisible();
  await admin
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: /^Support/ })
    .click();
  const memberEntry = admin.getByRole('button', { name: new RegExp(`^${memberName}`) });
  await expect(memberEntry).toHaveAccessibleName(/online\s*,\s*1 unread$/);
  await memberEntry.click();
  await expect(chatMessage(admin, question)).toBeVisible();
  await expect(memberEntry).toHaveAccessibleName(/online$/);

  // The admin answers; the member gets it live.
  const answer = `It ships tomorrow, ${lastName}.`;
  await admin.getByLabel('Message', { exact: true }).fill(answer);
  await admin.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(chatMessage(page, answer)).toBeVisible();
  // ...and its screen reader hears it (the polite live region).
  await expect(page.getByText(`New message from Adaeze Okafor: ${answer}`)).toBeAttached();

  // After a reload the member finds the same conversation, selected again, with its history.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Adaeze Okafor' })).toBeVisible();
  await expect(chatMessage(page, question)).toBeVisible();
  await expect(chatMessage(page, answer)).toBeVisible();

  expect(await seriousViolations(page)).toEqual([]);
  expect(await seriousViolations(admin)).toEqual([]);
});
