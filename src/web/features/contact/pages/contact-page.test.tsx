import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { mockApi, renderPage } from '../../../test/render';
import { ContactPage } from './contact-page';

const RECEIVED =
  'We received your message, we will reach you on your email address ada@example.test!';

describe('ContactPage', () => {
  it('shows the store details beside the form', () => {
    renderPage(<ContactPage />, { path: '/contact' });
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hello@ekothread.example' }).getAttribute('href')).toBe(
      'mailto:hello@ekothread.example',
    );
  });

  it('shows the first message under each field and sends nothing', async () => {
    const api = mockApi({});
    const { user: u } = renderPage(<ContactPage />, { path: '/contact' });
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Email is required.')).toBeTruthy();
    expect(screen.getByText('Message is required.')).toBeTruthy();
    await u.type(screen.getByLabelText('Name'), 'Ada Obi');
    await u.type(screen.getByLabelText('Email'), 'ada-at-example');
    await u.type(screen.getByLabelText('Message'), 'Hello');
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Email format is invalid.')).toBeTruthy();
    expect(screen.getByText('Message must be at least 10 characters.')).toBeTruthy();
    expect(screen.queryByText('Name is required.')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });

  it('sends the message, shows the server answer and empties the form', async () => {
    const api = mockApi({
      'POST /api/contact/add': () => ({ body: { success: true, message: RECEIVED } }),
    });
    const { user: u } = renderPage(<ContactPage />, { path: '/contact' });
    await u.type(screen.getByLabelText('Name'), 'Ada Obi');
    await u.type(screen.getByLabelText('Email'), 'Ada@Example.test');
    await u.type(screen.getByLabelText('Message'), 'Do you tailor agbada to measure?');
    await u.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(RECEIVED)).toBeTruthy();
    expect(api.calls[0]?.body).toEqual({
      name: 'Ada Obi',
      email: 'ada@example.test',
      message: 'Do you tailor agbada to measure?',
    });
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe(''));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Message').value).toBe('');
  });
});
