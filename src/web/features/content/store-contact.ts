/** How shoppers reach the house, as printed on the customer-care pages. */
export const STORE_CONTACT = {
  email: 'hello@ekothread.example',
  phone: '+44 20 7946 0321',
  phoneHref: 'tel:+442079460321',
} as const;
