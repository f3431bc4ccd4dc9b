import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { NO_MEASUREMENTS, type SizeGuideDto } from '#shared/size-guide/size-guide.schemas';

import { makeUser } from '../../../test/fixtures';
import { mockApi, renderDashboardPage } from '../../../test/render';
import { SizeGuidesPage } from './size-guides-page';

const PATH = '/dashboard/size-guide';
const merchant = makeUser({
  role: 'ROLE MERCHANT',
  merchant: {
    _id: 'merchant-1',
    name: 'Adire',
    isActive: true,
    status: 'Approved',
    brand: 'brand-1',
  },
});
const BRAND = {
  _id: 'brand-1',
  name: 'Adire House',
  slug: 'adire-house',
  description: '',
  isActive: true,
  merchant: null,
  created: '2026-01-01T00:00:00.000Z',
};

const EMPTY = NO_MEASUREMENTS;
const SAVED: SizeGuideDto = {
  _id: 'guide-1',
  brand: { _id: 'brand-1', name: 'Adire House' },
  category: null,
  rows: [{ ...EMPTY, size: 'M', chest: 100 }],
  howToMeasure: 'Tape level.',
  updated: '2026-05-01T10:00:00.000Z',
};

describe('SizeGuidesPage', () => {
  it('lets a merchant edit its brand’s guide in cm and save it', async () => {
    let saved: SizeGuideDto | null = null;
    const api = mockApi({
      'GET /api/brand': () => ({ body: { brands: [BRAND] } }),
      'GET /api/size-guide': () => ({ body: { guides: saved ? [saved] : [] } }),
      'GET /api/size-guide/brand/brand-1': () => ({ body: { guide: saved } }),
      'PUT /api/size-guide/brand/brand-1': () => {
        saved = SAVED;
        return {
          body: { success: true, message: 'Size guide has been saved successfully!', guide: SAVED },
        };
      },
    });
    const { user } = renderDashboardPage(<SizeGuidesPage />, { user: merchant, path: PATH });
    expect(screen.getByRole('heading', { level: 1, name: 'Size Guides' })).toBeTruthy();
    // A merchant is offered its brand only, never a category.
    const picker = await screen.findByLabelText<HTMLSelectElement>('Guide for');
    expect([...picker.options].map((o) => o.text)).toEqual([
      'Choose a brand or a category',
      'Brand: Adire House',
    ]);
    await user.selectOptions(picker, 'Brand: Adire House');

    // No guide yet: the store's chart to start from.
    const chest = await screen.findByLabelText<HTMLInputElement>('M Chest (cm)');
    expect(chest.value).toBe('99');
    for (const size of ['S', 'M', 'MT', 'L', 'XL', 'XXL']) {
      for (const column of ['Chest', 'Waist', 'Sleeve', 'Garment length', 'Height']) {
        await user.clear(screen.getByLabelText(`${size} ${column} (cm)`));
      }
    }
    await user.type(chest, '100');
    const text = screen.getByLabelText('How to measure');
    await user.clear(text);
    await user.type(text, 'Tape level.');
    await user.click(screen.getByRole('button', { name: 'Save guide' }));

    expect(await screen.findByText('Size guide has been saved successfully!')).toBeTruthy();
    const put = api.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      rows: [{ size: 'M', ...EMPTY, chest: 100 }],
      howToMeasure: 'Tape level.',
    });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete guide' })).toBeTruthy());
  });
});
