import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { AuditEntryDto } from '#shared/audit/audit.schemas';

import { makeUser } from '../../../test/fixtures';
import { mockApi, renderDashboardPage } from '../../../test/render';
import { AuditLogPage } from './audit-log-page';

const PATH = '/dashboard/audit';
const admin = makeUser({ role: 'ROLE ADMIN' });

const PRICE: AuditEntryDto = {
  id: 'entry-1',
  at: '2026-11-20T10:00:00.000Z',
  actorId: 'user-1',
  actorName: 'ada@example.com',
  actorRole: 'ROLE MERCHANT',
  address: '203.0.113.7',
  brandId: 'brand-1',
  kind: 'product.price',
  subjectId: 'product-1',
  subjectLabel: 'Indigo Agbada',
  before: { priceCents: 10000 },
  after: { priceCents: 12000 },
};

const STOCK: AuditEntryDto = {
  ...PRICE,
  id: 'entry-2',
  kind: 'product.stock',
  before: { sizeStock: [{ size: 'M', quantity: 2 }] },
  after: { sizeStock: [{ size: 'M', quantity: 7 }] },
};

describe('AuditLogPage', () => {
  it('shows who changed what from where, before → after, with the filters in the URL', async () => {
    const api = mockApi({
      'GET /api/audit': () => ({
        body: { entries: [PRICE, STOCK], totalPages: 1, currentPage: 1, count: 2 },
      }),
    });
    const { user } = renderDashboardPage(<AuditLogPage />, {
      user: admin,
      path: PATH,
      at: `${PATH}?kind=product.price&from=2026-11-01`,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeTruthy();

    const price = await screen.findByRole('article', { name: /product\.price/ });
    expect(price.textContent).toContain('ada@example.com');
    expect(price.textContent).toContain('from 203.0.113.7');
    const change = within(price).getByText('price:').parentElement!;
    expect(change.textContent).toBe('price:$100.00 → $120.00');
    const stock = screen.getByRole('article', { name: /product\.stock/ });
    expect(stock.textContent).toContain('M: 2 → M: 7');

    // The URL's filters are the form's and the request's.
    expect(screen.getByLabelText<HTMLSelectElement>('Kind').value).toBe('product.price');
    expect(screen.getByLabelText<HTMLInputElement>('From').value).toBe('2026-11-01');
    expect(api.calls.at(-1)?.path).toBe('/api/audit?page=1&kind=product.price&from=2026-11-01');

    await user.selectOptions(screen.getByLabelText('Kind'), 'merchant.disable');
    await waitFor(() =>
      expect(api.calls.at(-1)?.path).toBe(
        '/api/audit?page=1&kind=merchant.disable&from=2026-11-01',
      ),
    );
  });

  it('says so when nothing matches', async () => {
    mockApi({
      'GET /api/audit': () => ({ body: { entries: [], totalPages: 0, currentPage: 1, count: 0 } }),
    });
    renderDashboardPage(<AuditLogPage />, { user: admin, path: PATH });
    expect(await screen.findByText('No entry matches these filters.')).toBeTruthy();
  });
});
