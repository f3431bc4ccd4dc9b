import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { PRODUCT_MESSAGES as M } from '#shared/product/product.messages';

import { mockApi, renderDashboardPage } from '../../../test/render';
import { admin } from '../test/product-admin.fixtures';
import { ProductImportPage } from './product-import-page';

const PATH = '/dashboard/product/import';

const checkedWithError = {
  dryRun: true,
  notices: [M.importCreatedInactive],
  summary: { created: 1, updated: 1, unchanged: 0, failed: 1 },
  rows: [
    { line: 2, sku: 'EKO-1', action: 'create' },
    { line: 3, sku: 'EKO-2', action: 'update', changes: ['price', 'sizeStock'] },
    {
      line: 4,
      sku: 'EKO-3',
      action: 'error',
      errors: [{ column: 'Price', message: M.priceNumeric }],
    },
  ],
};
const checkedClean = {
  ...checkedWithError,
  summary: { created: 1, updated: 1, unchanged: 0, failed: 0 },
  rows: checkedWithError.rows.slice(0, 2),
};

function chooseFile() {
  const input = screen.getByLabelText('CSV file');
  const file = new File(['SKU,Name\r\nEKO-1,Agbada\r\n'], 'products.csv', { type: 'text/csv' });
  fireEvent.change(input, { target: { files: [file] } });
}

describe('ProductImportPage', () => {
  it('shows each row with its errors next to it, and keeps Import off until the file is clean', async () => {
    const user = userEvent.setup();
    const answers = [checkedWithError, checkedClean, { ...checkedClean, dryRun: false }];
    const { calls } = mockApi({ 'POST /api/product/import': () => ({ body: answers.shift() }) });
    renderDashboardPage(<ProductImportPage />, { user: admin, path: PATH });

    expect(screen.getByRole('heading', { level: 1, name: 'Import Products' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Download a template' }).getAttribute('href'),
    ).toContain(encodeURIComponent('SKU,Name,Description'));
    const importButton = screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement;
    expect(importButton.disabled).toBe(true);

    chooseFile();
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect(
      await screen.findByText('1 to create, 1 to update, 0 unchanged, 1 with errors'),
    ).toBeTruthy();
    const rows = screen.getAllByRole('row');
    const bad = rows.find((row) => within(row).queryByText('EKO-3'))!;
    expect(within(bad).getByText(`Price: ${M.priceNumeric}`)).toBeTruthy();
    expect(within(bad).getByText('Error')).toBeTruthy();
    const update = rows.find((row) => within(row).queryByText('EKO-2'))!;
    expect(within(update).getByText('Price, Stock per size')).toBeTruthy();
    expect(importButton.disabled).toBe(true);

    // The corrected file: clean, so Import can be pressed.
    chooseFile();
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    await screen.findByText('1 to create, 1 to update, 0 unchanged, 0 with errors');
    await waitFor(() => expect(importButton.disabled).toBe(false));
    await user.click(importButton);
    expect(await screen.findByText(/Imported: 1 created, 1 updated, 0 unchanged\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See the products' }).getAttribute('href')).toBe(
      '/dashboard/product',
    );
    expect(calls.filter((call) => call.path === '/api/product/import')).toHaveLength(3);
  });

  it('says why a file is refused as a whole', async () => {
    const user = userEvent.setup();
    mockApi({
      'POST /api/product/import': () => ({
        status: 400,
        body: { error: M.importNoSku, code: 'VALIDATION_FAILED' },
      }),
    });
    renderDashboardPage(<ProductImportPage />, { user: admin, path: PATH });
    chooseFile();
    await user.click(screen.getByRole('button', { name: 'Check file' }));
    expect((await screen.findByRole('alert')).textContent).toContain(M.importNoSku);
  });
});
