import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';

import { Toaster } from '../../../components/ui/toaster';
import { ProductPurchase } from './product-purchase';

const product = {
  _id: 'p1',
  name: 'Indigo Agbada',
  sizes: ['M', 'L'] as Array<'M' | 'L'>,
  inventory: 2,
  price: 250,
  madeToMeasure: null,
  sizeStock: [
    { size: 'M' as const, quantity: 0 },
    { size: 'L' as const, quantity: 2 },
  ],
};

function open(shown: typeof product = product) {
  const onAdd = vi.fn(() => null);
  render(
    <MemoryRouter>
      <Toaster />
      <ProductPurchase
        product={shown}
        bagLines={[]}
        onAdd={onAdd}
        onRemove={() => undefined}
        onBagQuantity={() => null}
      />
    </MemoryRouter>,
  );
  return { onAdd, user: userEvent.setup() };
}

describe('ProductPurchase with stock per size', () => {
  it('does not add a sold-out size, and says so', async () => {
    const { onAdd, user } = open();
    await user.click(screen.getByRole('button', { name: 'M, Sold out' }));
    await user.click(screen.getByRole('button', { name: 'Add To Bag' }));
    expect(onAdd).not.toHaveBeenCalled();
    expect(
      (await screen.findAllByText('Size M is sold out. Please choose another size.')).length,
    ).toBeGreaterThan(0);
  });

  it("adds a size in stock, up to that size's own stock", async () => {
    const { onAdd, user } = open();
    await user.click(screen.getByRole('button', { name: 'L, Only 2 left' }));
    const more = screen.getByRole('button', { name: /increase/i });
    await user.click(more);
    expect(more.hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Add To Bag' }));
    expect(onAdd).toHaveBeenCalledWith('L', 2);
  });

  it('lets a shopper choose a size of a shared stock at 0, for its alert, but adds nothing', async () => {
    const { onAdd, user } = open({ ...product, inventory: 0, sizeStock: [] });
    const medium = screen.getByRole('button', { name: 'M, Sold out' });
    expect(screen.getByRole('button', { name: 'L, Sold out' })).toBeTruthy();
    await user.click(medium);
    expect(medium.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Size M is sold out.').getAttribute('role')).toBe('status');
    expect(screen.getByRole('button', { name: 'Add To Bag' }).hasAttribute('disabled')).toBe(true);
    expect(onAdd).not.toHaveBeenCalled();
  });
});
