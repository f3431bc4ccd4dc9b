import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { SizeSelector } from './size-selector';

describe('SizeSelector with stock per size', () => {
  it('marks a sold-out size unavailable but selectable, and a low one with what is left', async () => {
    const onSelect = vi.fn();
    render(
      <SizeSelector
        sizes={['M', 'L', 'XL']}
        selected={null}
        onSelect={onSelect}
        sizeStock={[
          { size: 'M', quantity: 0 },
          { size: 'L', quantity: 2 },
          { size: 'XL', quantity: 12 },
        ]}
      />,
    );
    const soldOut = screen.getByRole('button', { name: 'M, Sold out' });
    expect(soldOut.hasAttribute('disabled')).toBe(false);
    expect(soldOut.className).toContain('line-through');
    expect(screen.getByRole('button', { name: 'L, Only 2 left' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'XL' })).toBeTruthy();
    expect(screen.getByText('Only 2 left')).toBeTruthy();

    await userEvent.setup().click(soldOut);
    expect(onSelect).toHaveBeenCalledWith('M');
  });

  it('says a chosen size is sold out', () => {
    render(
      <SizeSelector
        sizes={['M', 'L']}
        selected="M"
        onSelect={() => undefined}
        sizeStock={[
          { size: 'M', quantity: 0 },
          { size: 'L', quantity: 5 },
        ]}
      />,
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Size M is sold out. Please choose another size.',
    );
  });

  it('tells no size apart for a shared stock', () => {
    render(<SizeSelector sizes={['M', 'L']} selected={null} onSelect={() => undefined} />);
    expect(screen.getByRole('button', { name: 'M' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'L' })).toBeTruthy();
    expect(screen.queryByText(/Sold out|left/)).toBeNull();
  });
});
