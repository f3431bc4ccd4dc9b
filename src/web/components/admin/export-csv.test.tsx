import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CustomerOrdersPage } from '../../features/order/pages/customer-orders-page';
import { UsersPage } from '../../features/user/pages/users-page';
import { makeUser } from '../../test/fixtures';
import { mockApi, renderDashboardPage } from '../../test/render';
import { createRecordCounter } from './export-csv';

// The dashboard's "Export CSV" (decision 0046): progress as rows arrive, Cancel, the file saved
// under the server's name, and a refusal shown in place.

const ORDERS_PATH = '/dashboard/orders/customers';
const admin = makeUser({ role: 'ROLE ADMIN', firstName: 'Ada' });
const encoder = new TextEncoder();
const BOM = '\uFEFF';

/** A CSV answer whose body the test writes chunk by chunk. */
function streamedCsv(filename: string, total: number) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const response = new Response(body, {
    status: 200,
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'x-total-count': String(total),
    },
  });
  return {
    response,
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
  };
}

/** A saved file's bytes (jsdom's Blob is read through FileReader). */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

let saved: Array<{ name: string; blob: Blob }>;
beforeEach(() => {
  saved = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  }) as typeof URL.createObjectURL;
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

function ordersApi(csv: { response: Response } | { status: number; body: unknown }) {
  return mockApi({
    'GET /api/order': () => ({ body: { orders: [], totalPages: 1, currentPage: 1, count: 0 } }),
    'GET /api/brand/list/select': () => ({ body: { brands: [] } }),
    'GET /api/order/export': () => csv,
    'GET /api/order/items/export': () => csv,
  });
}

describe('Export CSV', () => {
  it("exports the view's orders, counting rows as they arrive, and saves the server's file", async () => {
    const file = streamedCsv('orders-2026-11-27.csv', 4);
    const api = ordersApi({ response: file.response });
    renderDashboardPage(<CustomerOrdersPage />, {
      user: admin,
      path: ORDERS_PATH,
      at: `${ORDERS_PATH}?status=Shipped&from=2026-03-01`,
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Export orders CSV' }));
    const status = await screen.findByText('Exporting… 0 of 4 rows');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    // The filters of the screen's URL, and no token, are in the path.
    expect(api.calls.at(-1)?.path).toBe('/api/order/export?status=Shipped&from=2026-03-01');
    expect(screen.getByRole('button', { name: 'Export items CSV' })).toHaveProperty(
      'disabled',
      true,
    );

    file.send(`${BOM}Order,Customer\r\nEKO-1,Ada\r\nEKO-2,"Obi, ""Jr""`);
    expect(await screen.findByText('Exporting… 1 of 4 rows')).toBeTruthy();
    // A line end inside a quoted cell is not a row.
    file.send('\r\nline two"\r\nEKO-3,Ọlá\r\nEKO-4,王伟\r\n');
    expect(await screen.findByText('Exporting… 4 of 4 rows')).toBeTruthy();
    file.end();

    expect(await screen.findByText('Saved orders-2026-11-27.csv (4 rows).')).toBeTruthy();
    expect(saved.map((entry) => entry.name)).toEqual(['orders-2026-11-27.csv']);
    const bytes = await bytesOf(saved[0]!.blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes)).toContain('EKO-4,王伟\r\n');
    expect(screen.getByRole('button', { name: 'Export orders CSV' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('cancels an export on the way: nothing is saved', async () => {
    const file = streamedCsv('order-items-2026-11-27.csv', 100_000);
    ordersApi({ response: file.response });
    renderDashboardPage(<CustomerOrdersPage />, { user: admin, path: ORDERS_PATH });
    fireEvent.click(await screen.findByRole('button', { name: 'Export items CSV' }));
    file.send(`${BOM}Order\r\n${'EKO-1\r\n'.repeat(12_000)}`);
    expect(await screen.findByText('Exporting… 12,000 of 100,000 rows')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel export' }));
    expect(await screen.findByText('Export cancelled.')).toBeTruthy();
    expect(saved).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Cancel export' })).toBeNull();
  });

  it("shows the server's refusal in place", async () => {
    mockApi({
      'GET /api/user': () => ({ body: { users: [], totalPages: 1, currentPage: 1, count: 0 } }),
      'GET /api/user/export': () => ({
        status: 403,
        body: { error: 'You are not allowed to do this.', code: 'FORBIDDEN' },
      }),
    });
    renderDashboardPage(<UsersPage />, { user: admin, path: '/dashboard/users' });
    fireEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('You are not allowed to do this.')).toBeTruthy();
    await waitFor(() => expect(saved).toEqual([]));
  });
});

describe('createRecordCounter', () => {
  it('counts records, not lines, across chunks', () => {
    const counter = createRecordCounter();
    expect(counter.push('a,"b\r\n')).toBe(0);
    expect(counter.push('c"""\r\nd\r')).toBe(1);
    expect(counter.push('\n')).toBe(2);
  });
});
