import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { session } from '../../../lib/session';
import { mockApi, renderPage } from '../../../test/render';
import { NotifyMe } from './notify-me';

const SUBSCRIBE = 'POST /api/stock-alert/subscribe';

describe('NotifyMe', () => {
  it("takes a guest's email, sends it with the product and size, and says what happens next", async () => {
    const api = mockApi({
      [SUBSCRIBE]: () => ({
        body: {
          success: true,
          message: "Check your inbox: confirm your email and we'll email you when size L is back.",
        },
      }),
    });
    const { user } = renderPage(<NotifyMe productId="p-1" size="L" />);

    expect(screen.getByRole('heading', { name: 'Size L is sold out' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect(await screen.findByText('Email is required.')).toBeTruthy();
    expect(api.calls).toHaveLength(0);

    await user.type(screen.getByLabelText('Email me when size L is back'), 'Ada@Example.test');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      "Check your inbox: confirm your email and we'll email you when size L is back.",
    );
    expect(api.calls[0]?.body).toEqual({ product: 'p-1', size: 'L', email: 'ada@example.test' });
  });

  it("subscribes a member with one click, with the account's email", async () => {
    session.signIn('Bearer member');
    const api = mockApi({
      [SUBSCRIBE]: () => ({
        body: { success: true, message: "We'll email you when size M is back." },
      }),
    });
    const { user } = renderPage(<NotifyMe productId="p-2" size="M" />);

    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      "We'll email you when size M is back.",
    );
    expect(api.calls[0]?.body).toEqual({ product: 'p-2', size: 'M' });
    session.signOut();
  });

  it("shows the server's refusal of the size", async () => {
    mockApi({
      [SUBSCRIBE]: () => ({
        status: 400,
        body: {
          error: 'Size S is in stock: you can add it to your bag now.',
          code: 'VALIDATION_FAILED',
          issues: [
            { path: 'size', message: 'Size S is in stock: you can add it to your bag now.' },
          ],
        },
      }),
    });
    const { user } = renderPage(<NotifyMe productId="p-3" size="S" />);
    await user.type(screen.getByLabelText('Email me when size S is back'), 'ada@example.test');
    await user.click(screen.getByRole('button', { name: 'Notify me' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Size S is in stock: you can add it to your bag now.',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });
});
