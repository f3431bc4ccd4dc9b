import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

function open() {
  const onAdd = vi.fn(() => null);
  render(
    <>
      <Toaster />
      <ProductPurchase
        product={product}
        bagLines={[]}
        onAdd={onAdd}
        onRemove={() => undefined}
        onBagQuantity={() => null}
      />
    </>,
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
});
