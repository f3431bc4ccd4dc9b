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
