import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { session } from '../../../lib/session';
import { mockApi, renderPage } from '../../../test/render';
import { ReviewForm } from './review-form';

const PRODUCT_ID = '0190a0c0-0000-7000-8000-00000000abcd';
const ADDED = 'Your review has been added successfully and will appear when approved!';

function answer(body: Record<string, unknown>) {
  return {
    success: true,
    message: ADDED,
    review: {
      _id: '0190a0c0-0000-7000-8000-00000000beef',
      product: PRODUCT_ID,
      title: body.title,
      review: body.review,
      rating: body.rating,
      isRecommended: body.isRecommended,
      status: 'Waiting Approval',
      created: '2026-04-01T10:00:00.000Z',
    },
  };
}

function open() {
  return renderPage(<ReviewForm productId={PRODUCT_ID} />);
}

const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

describe('ReviewForm', () => {
  it('asks a guest to log in instead of showing the form', () => {
    open();
    expect(screen.getByRole('heading', { name: 'Add a Review' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Publish Review' })).toBeNull();
    expect(screen.queryByLabelText('Title')).toBeNull();
  });

  it('shows the spec’s messages under each field and sends nothing', async () => {
    session.signIn('Bearer member');
    const api = mockApi({});
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Publish Review' }));
    expect(await screen.findByText('Title is required.')).toBeTruthy();
    expect(screen.getByText('Review is required.')).toBeTruthy();
    expect(screen.getByText('Rating is required.')).toBeTruthy();
    expect(field('Title').getAttribute('aria-invalid')).toBe('true');
    expect(field('Title').getAttribute('aria-describedby')).toBe(
      screen.getByText('Title is required.').id,
    );
    expect(api.calls).toEqual([]);

    // Text made only of HTML is no text.
    await user.type(field('Title'), '<b></b>');
    await user.type(field('Review'), '   ');
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.click(screen.getByRole('button', { name: 'Publish Review' }));
    expect(await screen.findByText('Title is required.')).toBeTruthy();
    expect(screen.getByText('Review is required.')).toBeTruthy();
    expect(screen.queryByText('Rating is required.')).toBeNull();
    expect(api.calls).toEqual([]);
  });

  it('starts with no stars and Yes, offers five whole stars and Yes / No', () => {
    session.signIn('Bearer member');
    open();
    const stars = screen.getAllByRole('radio');
    expect(stars.map((star) => star.getAttribute('value'))).toEqual(['1', '2', '3', '4', '5']);
    expect(stars.every((star) => !(star as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByRole('group', { name: 'Rating' })).toBeTruthy();
    const recommend = screen.getByLabelText<HTMLSelectElement>('Will you recommend this product?');
    expect(recommend.value).toBe('1');
    expect([...recommend.options].map((o) => o.text)).toEqual(['Yes', 'No']);
  });

  it('asks how it fits, optionally, and sends the answer only when one is chosen', async () => {
    session.signIn('Bearer member');
    const api = mockApi({
      'POST /api/review/add': (body) => ({ body: answer(body as Record<string, unknown>) }),
    });
    const { user } = open();
    const fit = screen.getByLabelText<HTMLSelectElement>('How does it fit? (optional)');
    expect([...fit.options].map((o) => o.text)).toEqual([
      'No answer',
      'Runs small',
      'True to size',
      'Runs large',
    ]);
    await user.type(field('Title'), 'Roomy');
    await user.type(field('Review'), 'Order a size down.');
    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.selectOptions(fit, 'Runs large');
    await user.click(screen.getByRole('button', { name: 'Publish Review' }));
    expect(await screen.findByText(ADDED)).toBeTruthy();
    expect(api.calls[0]?.body).toMatchObject({ title: 'Roomy', fit: 'large' });
    await waitFor(() => expect(fit.value).toBe(''));
  });

  it('sends the review, shows the server’s message and starts again empty', async () => {
    session.signIn('Bearer member');
    const api = mockApi({
      'POST /api/review/add': (body) => ({ body: answer(body as Record<string, unknown>) }),
    });
    const { user } = open();
    await user.type(field('Title'), '  Sharp <i>cut</i> ');
    await user.type(field('Review'), 'Fits across the shoulders.');
    await user.click(screen.getByRole('radio', { name: '3 stars' }));
    await user.selectOptions(screen.getByLabelText('Will you recommend this product?'), 'No');
    await user.click(screen.getByRole('button', { name: 'Publish Review' }));

    expect(await screen.findByText(ADDED)).toBeTruthy();
    expect(api.calls).toEqual([
      {
        method: 'POST',
        path: '/api/review/add',
        body: {
          product: PRODUCT_ID,
          title: 'Sharp cut',
          review: 'Fits across the shoulders.',
          rating: 3,
          isRecommended: 0,
        },
      },
    ]);
    await waitFor(() => expect(field('Title').value).toBe(''));
    expect(field('Review').value).toBe('');
    expect(screen.getAllByRole<HTMLInputElement>('radio').some((star) => star.checked)).toBe(false);
    expect(screen.getByLabelText<HTMLSelectElement>('Will you recommend this product?').value).toBe(
      '1',
    );
  });

  it('keeps what was typed and shows the server’s words when the review is refused', async () => {
    session.signIn('Bearer member');
    const duplicate =
      'You have already reviewed this product. Each member can review a product once.';
    mockApi({
      'POST /api/review/add': () => ({
        status: 400,
        body: { error: duplicate, code: 'BUSINESS_RULE' },
      }),
    });
    const { user } = open();
    await user.type(field('Title'), 'Again');
    await user.type(field('Review'), 'A second opinion.');
    await user.click(screen.getByRole('radio', { name: '5 stars' }));
    await user.click(screen.getByRole('button', { name: 'Publish Review' }));
    expect(await screen.findByText(duplicate)).toBeTruthy();
    expect(field('Title').value).toBe('Again');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '5 stars' }).checked).toBe(true);
  });
});
