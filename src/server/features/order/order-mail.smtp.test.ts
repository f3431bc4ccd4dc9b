import type { AddressInfo } from 'node:net';

import { simpleParser, type ParsedMail } from 'mailparser';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { createMailer, type Mailer } from '../../mail/mailer';
import { CONTACT } from '../../test/checkout-helpers';
import type { TestUser } from '../../test/factories';
import { itemsOf, paidOrder, type PaidOrder } from '../../test/order-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The fulfilment mails as a mailbox receives them: the store sends through a real SMTP server
 * (smtp-server on a free port) and the test reads what arrived, parsed as a mail client would.
 */

const received: { to: string[]; mail: ParsedMail }[] = [];
let server: SMTPServer;
let mailer: Mailer;
let t: TestApp;
let shopper: TestUser;
let seller: TestUser;
let other: TestUser;
let order: PaidOrder;

/** Waits until a mail to `address` whose subject starts with `subject` has arrived. */
async function mailTo(address: string, subject: string): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await vi.waitFor(
    () => {
      found = received.find(
        (entry) => entry.to.includes(address) && (entry.mail.subject ?? '').startsWith(subject),
      )?.mail;
      expect(found, `a mail "${subject}" to ${address}`).toBeDefined();
    },
    { timeout: 15_000, interval: 50 },
  );
  return found!;
}

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  mailer = createMailer({
    smtpUrl: `smtp://127.0.0.1:${port}`,
    from: 'Eko Thread <hello@store.test>',
    outboxDir: '/nonexistent-outbox',
    logLinks: false,
    logger: pino({ enabled: false }),
  });
  t = await createTestApp({ mailer });
  shopper = await t.factories.member();
  await t.factories.address(shopper, {
    address: '4 Broad Street',
    city: 'Ikeja',
    state: 'Lagos',
    country: 'Nigeria',
    zipCode: '100271',
    isDefault: true,
  });
  seller = await t.factories.merchant();
  other = await t.factories.merchant();
  const agbada = await t.factories.product({
    name: 'Royal Agbada',
    price: 40,
    brand: await t.factories.brand({ name: 'Agbada House', merchant: seller }),
  });
  const cap = await t.factories.product({
    name: 'Fila Cap',
    price: 12.5,
    brand: await t.factories.brand({ name: 'Cap Co', merchant: other }),
  });
  order = await paidOrder(t, shopper, [
    { product: agbada, quantity: 2, size: 'L' },
    { product: cap, quantity: 1, size: 'M' },
  ]);
});
afterAll(async () => {
  await t?.close();
  await mailer?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('fulfilment mails over SMTP', () => {
  it('each merchant receives one "new sale" mail with its items and the delivery address', async () => {
    const sale = await mailTo(seller.user.email!, 'New sale ');
    expect(sale.subject).toBe(`New sale ${order.number}`);
    expect(sale.from?.value).toEqual([{ name: 'Eko Thread', address: 'hello@store.test' }]);
    expect(sale.text).toContain('2 × Royal Agbada (size L): $80.00');
    expect(sale.text).toContain('4 Broad Street, Ikeja, Lagos, 100271, Nigeria');
    expect(sale.text).toContain(CONTACT.phone);
    expect(sale.html).toEqual(
      expect.stringContaining(`href="http://store.test/order/${order.orderId}"`),
    );
    expect(sale.html).toEqual(expect.stringContaining('4 Broad Street'));
    expect(sale.text).not.toContain('Fila Cap');
    expect(sale.text).not.toContain(CONTACT.email);

    const capSale = await mailTo(other.user.email!, 'New sale ');
    expect(capSale.text).toContain('1 × Fila Cap (size M): $12.50');
    expect(capSale.text).not.toContain('Royal Agbada');
    expect(received.filter((entry) => entry.mail.subject?.startsWith('New sale '))).toHaveLength(2);
  });

  it('the shopper receives the "shipped" mail with the carrier and tracking number', async () => {
    const [own] = await itemsOf(t.db, order.orderId);
    const res = await t.put(
      `/api/order/status/item/${own!.id}`,
      {
        orderId: order.orderId,
        cartId: order.cartId,
        status: 'Shipped',
        carrier: 'DHL Express',
        trackingNumber: 'JD014600006281',
      },
      seller.token,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const shipped = await mailTo(CONTACT.email, 'Order Update ');
    expect(shipped.text).toContain(
      '2 × Royal Agbada (size L), sent with DHL Express, tracking number JD014600006281: Shipped',
    );
    expect(shipped.html).toEqual(expect.stringContaining('tracking number JD014600006281'));
    expect(shipped.html).toEqual(
      expect.stringContaining(`href="http://store.test/order/${order.orderId}"`),
    );
  });
});
