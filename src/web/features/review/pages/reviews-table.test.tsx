import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { makeUser } from '../../../test/fixtures';
import { mockApi, renderDashboardPage } from '../../../test/render';
import { ReviewsPage } from './reviews-page';

// The review table's status, rating and product filters in the URL (decision 0044).

const PATH = '/dashboard/review';
const admin = makeUser({ role: 'ROLE ADMIN', firstName: 'Ada' });
const PRODUCT_ID = '0190a1b2-0000-7000-8000-0000000000p1';

describe('ReviewsPage filters', () => {
  it('sends the URL filters, a product link included, and applies a changed one', async () => {
    const api = mockApi({
      'GET /api/review': () => ({
        body: { reviews: [], totalPages: 1, currentPage: 1, count: 0 },
      }),
    });
    renderDashboardPage(<ReviewsPage />, {
      user: admin,
      path: PATH,
      at: `${PATH}?status=Waiting%20Approval&product=${PRODUCT_ID}`,
    });
    await waitFor(() => expect(api.calls).toHaveLength(1));
    expect(api.calls[0]?.path).toBe(
      `/api/review?status=Waiting+Approval&product=${PRODUCT_ID}&page=1&limit=20`,
    );
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('Waiting Approval');

    fireEvent.change(screen.getByLabelText('Rating'), { target: { value: '1' } });
    await waitFor(() =>
      expect(api.calls.at(-1)?.path).toBe(
        `/api/review?status=Waiting+Approval&rating=1&product=${PRODUCT_ID}&page=1&limit=20`,
      ),
    );
  });
});
