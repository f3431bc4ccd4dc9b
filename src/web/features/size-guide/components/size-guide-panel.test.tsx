import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { NO_MEASUREMENTS, type SizeGuideView } from '#shared/size-guide/size-guide.constants';

import { SizeGuidePanel } from './size-guide-panel';

const EMPTY = NO_MEASUREMENTS;
const GUIDE: SizeGuideView = {
  source: 'brand',
  name: 'Adire House',
  rows: [
    { ...EMPTY, size: 'M', chest: 99, waist: 84 },
    { ...EMPTY, size: 'L', chest: 104, waist: null, sleeve: 63.5 },
  ],
  howToMeasure: 'Chest: around the fullest part.\nWaist: at your natural waistline.',
};

function cellsOf(size: string): string[] {
  const row = screen.getByRole('rowheader', { name: size }).closest('tr')!;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

describe('SizeGuidePanel', () => {
  it('shows the guide in centimetres, only the columns it gives, and how to measure', () => {
    render(<SizeGuidePanel guide={GUIDE} />);
    const table = screen.getByRole('table', { name: 'Adire House size guide, in centimetres.' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Size', 'Chest', 'Waist', 'Sleeve']);
    expect(cellsOf('M')).toEqual(['99 cm', '84 cm', '–']);
    expect(cellsOf('L')).toEqual(['104 cm', '–', '63.5 cm']);
    expect(screen.getByRole('heading', { name: 'How to measure' })).toBeTruthy();
    expect(screen.getByText('Waist: at your natural waistline.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'cm' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('turns to inches at the shopper’s choice, and remembers it in the browser', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<SizeGuidePanel guide={GUIDE} />);
    await user.click(screen.getByRole('button', { name: 'inches' }));
    expect(screen.getByRole('table', { name: 'Adire House size guide, in inches.' })).toBeTruthy();
    // 99 cm is 39 in; 84 cm 33 in; 104 cm 41 in; 63.5 cm 25 in.
    expect(cellsOf('M')).toEqual(['39 in', '33 in', '–']);
    expect(cellsOf('L')).toEqual(['41 in', '–', '25 in']);
    expect(screen.getByRole('button', { name: 'inches' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(window.localStorage.getItem('sizeGuideUnit')).toBe('in');

    // Another product's guide opens in inches too.
    unmount();
    render(<SizeGuidePanel guide={{ ...GUIDE, source: 'store', name: 'Eko Thread' }} />);
    expect(cellsOf('M')).toEqual(['39 in', '33 in', '–']);
    await user.click(screen.getByRole('button', { name: 'cm' }));
    expect(cellsOf('M')).toEqual(['99 cm', '84 cm', '–']);
    expect(window.localStorage.getItem('sizeGuideUnit')).toBe('cm');
  });
});
