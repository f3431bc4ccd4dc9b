import { describe, expect, it } from 'vitest';

import { messageParts } from './message-links';

const ORIGIN = 'https://ekothread.test';

describe('the links in a chat message', () => {
  it('makes the store’s product addresses links to their pages, the rest text', () => {
    expect(
      messageParts(
        `Hello, I have a question about Gold Agbada: ${ORIGIN}/product/gold-agbada\nDoes it run large?`,
        ORIGIN,
      ),
    ).toEqual([
      { text: 'Hello, I have a question about Gold Agbada: ' },
      { text: `${ORIGIN}/product/gold-agbada`, path: '/product/gold-agbada' },
      { text: '\nDoes it run large?' },
    ]);
  });

  it('links nothing of another site, nor an address that names no product', () => {
    const text = `See https://evil.example/product/gold-agbada or ${ORIGIN}/product/ or ${ORIGIN}/shop`;
    expect(messageParts(text, ORIGIN)).toEqual([
      { text: `See https://evil.example/product/gold-agbada or ${ORIGIN}/product/` },
      { text: ` or ${ORIGIN}/shop` },
    ]);
    expect(messageParts('', ORIGIN)).toEqual([]);
  });

  it('finds two addresses in one message', () => {
    const parts = messageParts(`${ORIGIN}/product/a and ${ORIGIN}/product/b-2.`, ORIGIN);
    expect(parts.filter((part) => 'path' in part)).toEqual([
      { text: `${ORIGIN}/product/a`, path: '/product/a' },
      { text: `${ORIGIN}/product/b-2`, path: '/product/b-2' },
    ]);
    expect(parts.map((part) => part.text).join('')).toBe(
      `${ORIGIN}/product/a and ${ORIGIN}/product/b-2.`,
    );
  });
});
