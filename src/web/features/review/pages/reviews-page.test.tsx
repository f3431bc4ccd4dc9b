import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { ModerationReview, ReviewListResponse } from '#shared/review/review.schemas';

import { makeUser } from '../../../test/fixtures';
import { mockApi, renderDashboardPage } from '../../../test/render';
import { AVATAR_COLORS } from '../../../lib/avatar-colors';
import { ReviewsPage } from './reviews-page';

const admin = makeUser({ role: 'ROLE ADMIN', firstName: 'Ada' });

let sequence = 0;
function makeReview(overrides: Partial<ModerationReview> = {}): ModerationReview {
  sequence += 1;
  return {
    _id: `0190a0c0-0000-7000-8000-${String(sequence).padStart(12, '0')}`,
    title: `Review ${sequence}`,
    review: 'The embroidery is fine and the cut is generous.',
    rating: 4,
    isRecommended: 1,
    status: 'Waiting Approval',
    created: '2026-03-04T23:30:00.000Z',
    user: { firstName: 'tunde' },
    product: { slug: 'royal-agbada', name: 'Royal Agbada', imageUrl: null },
    ...overrides,
  };
}

function page(reviews: ModerationReview[], paging: Partial<ReviewListResponse> = {}) {
  return {
    reviews,
    totalPages: 1,
    currentPage: 1,
    count: reviews.length,
    ...paging,
  };
}

function open(user = admin) {
  return renderDashboardPage(<ReviewsPage />, { user, path: '/dashboard/review' });
}

const card = (title: string) => screen.getByRole('article', { name: title });
const buttonsOf = (title: string) =>
  within(card(title))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('ReviewsPage', () => {
  it('is not there for members and merchants', () => {
    mockApi({});
    open(makeUser({ role: 'ROLE MEMBER' }));
    expect(screen.queryByRole('heading', { name: 'Reviews' })).toBeNull();
    expect(screen.getByText('The page you are looking for was not found.')).toBeTruthy();
  });

  it('shows each review: title, text, avatar letter, product link, stars and date', async () => {
    const linked = makeReview({ title: 'Generous cut', rating: 5, status: 'Approved' });
    const gone = makeReview({ title: 'Gone product', product: null, user: { firstName: 'Bola' } });
    const api = mockApi({ 'GET /api/review': () => ({ body: page([linked, gone]) }) });
    open();

    expect(screen.getByRole('heading', { level: 1, name: 'Reviews' })).toBeTruthy();
    expect(await screen.findByText('2 reviews')).toBeTruthy();
    expect(api.calls[0]?.path).toBe('/api/review?page=1&limit=20');

    const first = card('Generous cut');
    expect(within(first).getByText('The embroidery is fine and the cut is generous.')).toBeTruthy();
    const avatar = within(first).getByTestId('review-avatar');
    expect(avatar.textContent).toBe('T');
    const color = (avatar as HTMLElement).style.backgroundColor;
    expect(
      AVATAR_COLORS.some((hex) => {
        const probe = document.createElement('span');
        probe.style.backgroundColor = hex;
        return probe.style.backgroundColor === color;
      }),
    ).toBe(true);
    expect(within(first).getByRole('link', { name: 'Royal Agbada' }).getAttribute('href')).toBe(
      '/product/royal-agbada',
    );
    expect(within(first).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(within(first).getByText(/Review Added on/).textContent).toBe(
      'Review Added on March 4, 2026',
    );

    const second = card('Gone product');
    expect(within(second).getByText('Product is not available.')).toBeTruthy();
    expect(within(second).queryByRole('link')).toBeNull();
    expect(within(second).getByTestId('review-avatar').textContent).toBe('B');
  });

  it('offers the actions of each status', async () => {
    mockApi({
      'GET /api/review': () => ({
        body: page([
          makeReview({ title: 'Waiting one', status: 'Waiting Approval' }),
          makeReview({ title: 'Approved one', status: 'Approved' }),
          makeReview({ title: 'Rejected one', status: 'Rejected' }),
        ]),
      }),
    });
    open();
    await screen.findByText('3 reviews');
    expect(buttonsOf('Waiting one')).toEqual(['Approve', 'Reject', 'Delete']);
    expect(buttonsOf('Approved one')).toEqual(['Delete']);
    expect(within(card('Approved one')).getByText('Approved')).toBeTruthy();
    expect(buttonsOf('Rejected one')).toEqual(['Approve', 'Delete']);
    expect(within(card('Rejected one')).getByText('Re Approve Review')).toBeTruthy();
    expect(within(card('Waiting one')).queryByText('Re Approve Review')).toBeNull();
  });

  it('approves, shows the message and loads the list again', async () => {
    const review = makeReview({ title: 'To approve' });
    let status: ModerationReview['status'] = 'Waiting Approval';
    const api = mockApi({
      'GET /api/review': () => ({ body: page([{ ...review, status }]) }),
      [`PUT /api/review/approve/${review._id}`]: () => {
        status = 'Approved';
        return { body: { success: true, message: 'Review has been approved successfully!' } };
      },
    });
    const { user } = open();
    await screen.findByText('1 review');
    await user.click(within(card('To approve')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Review has been approved successfully!')).toBeTruthy();
    await waitFor(() => expect(buttonsOf('To approve')).toEqual(['Delete']));
    expect(api.calls.filter((call) => call.method === 'GET')).toHaveLength(2);
  });

  it('rejects a waiting review and reloads', async () => {
    const review = makeReview({ title: 'To reject' });
    let status: ModerationReview['status'] = 'Waiting Approval';
    mockApi({
      'GET /api/review': () => ({ body: page([{ ...review, status }]) }),
      [`PUT /api/review/reject/${review._id}`]: () => {
        status = 'Rejected';
        return { body: { success: true, message: 'Review has been rejected successfully!' } };
      },
    });
    const { user } = open();
    await screen.findByText('1 review');
    await user.click(within(card('To reject')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Review has been rejected successfully!')).toBeTruthy();
    await waitFor(() => expect(buttonsOf('To reject')).toEqual(['Approve', 'Delete']));
  });

  it('removes a deleted review from the list without loading it again', async () => {
    const kept = makeReview({ title: 'Kept' });
    const removed = makeReview({ title: 'Removed', status: 'Approved' });
    const api = mockApi({
      'GET /api/review': () => ({ body: page([kept, removed]) }),
      [`DELETE /api/review/delete/${removed._id}`]: () => ({
        body: { success: true, message: 'Review has been deleted successfully!' },
      }),
    });
    const { user } = open();
    await screen.findByText('2 reviews');
    await user.click(within(card('Removed')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Review has been deleted successfully!')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Removed' })).toBeNull());
    expect(card('Kept')).toBeTruthy();
    expect(screen.getByText('1 review')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'GET')).toHaveLength(1);
  });

  it('says so when a moderation fails, and changes nothing', async () => {
    const review = makeReview({ title: 'Stays' });
    mockApi({
      'GET /api/review': () => ({ body: page([review]) }),
      [`PUT /api/review/approve/${review._id}`]: () => ({
        status: 403,
        body: { error: 'You are not allowed to make this request.', code: 'FORBIDDEN' },
      }),
    });
    const { user } = open();
    await screen.findByText('1 review');
    await user.click(within(card('Stays')).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('Forbidden! You are not allowed to access this resource.'),
    ).toBeTruthy();
    expect(buttonsOf('Stays')).toEqual(['Approve', 'Reject', 'Delete']);
  });

  it('says there are no reviews', async () => {
    mockApi({ 'GET /api/review': () => ({ body: page([]) }) });
    open();
    expect(await screen.findByText('No reviews found.')).toBeTruthy();
    expect(screen.getByText('0 reviews')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Reviews pages' })).toBeNull();
  });

  it('pages through 20 at a time', async () => {
    const api = mockApi({
      'GET /api/review': () => {
        const current = Number(
          new URLSearchParams(api.calls.at(-1)?.path.split('?')[1]).get('page'),
        );
        return {
          body: page([makeReview({ title: `On page ${current}` })], {
            totalPages: 2,
            currentPage: current,
            count: 21,
          }),
        };
      },
    });
    const { user } = open();
    expect(await screen.findByRole('article', { name: 'On page 1' })).toBeTruthy();
    expect(screen.getByText('21 reviews')).toBeTruthy();
    const pager = screen.getByRole('navigation', { name: 'Reviews pages' });
    await user.click(within(pager).getByRole('button', { name: /^2$|Page 2/ }));
    expect(await screen.findByRole('article', { name: 'On page 2' })).toBeTruthy();
    expect(api.calls.at(-1)?.path).toBe('/api/review?page=2&limit=20');
  });
});
