/**
 * How shoppers reach the store: beside the contact form, on the customer-care pages and on the
 * disabled merchant's screen.
 */
export const STORE_CONTACT = {
  email: 'hello@ekothread.example',
  phone: '+44 20 7946 0321',
  phoneHref: 'tel:+442079460321',
  hours: [
    { days: 'Monday to Friday', time: '9:00 – 18:00' },
    { days: 'Saturday', time: '10:00 – 16:00' },
    { days: 'Sunday', time: 'Closed' },
  ],
} as const;

export interface SupportPhone {
  phone: string;
  phoneHref: string;
}

/**
 * The number a disabled merchant is asked to call: the server's SUPPORT_PHONE setting, written
 * into the page's head as `<meta name="store:support-phone">`; the store's own number otherwise.
 */
export function readSupportPhone(doc: Pick<Document, 'querySelector'> = document): SupportPhone {
  const phone = doc.querySelector<HTMLMetaElement>('meta[name="store:support-phone"]')?.content;
  const shown = phone?.trim().slice(0, 40);
  if (!shown) return { phone: STORE_CONTACT.phone, phoneHref: STORE_CONTACT.phoneHref };
  const dialled = shown.replace(/[^\d+]/g, '');
  return { phone: shown, phoneHref: `tel:${dialled}` };
}
