/*
 * The footer's links: the footer's own code comes when it nears the screen, and without
 * JavaScript the page still offers these links in its place (app-shell.tsx).
 */

export const HELP_LINKS = [
  { to: '/faq', label: 'FAQs' },
  { to: '/payment', label: 'Payment Options' },
  { to: '/return', label: 'Return & Exchanges' },
  { to: '/track-orders', label: 'Track Orders' },
  { to: '/shipping', label: 'Shipping' },
  { to: '/return#maintenance-and-repairs', label: 'Maintenance and Repairs' },
];

export const COMPANY_LINKS = [
  { to: '/about', label: 'About' },
  // Tailors and labels who would sell here (issue 26): the application is one click away.
  { to: '/sell', label: 'Sell With Us' },
  { to: '/legal', label: 'Legal' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/unsubscribe', label: 'Email Unsubscribe' },
];
