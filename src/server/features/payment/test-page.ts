import { formatCents } from '#shared/common/money';
import { STORE_NAME } from '#shared/common/constants';

import type { CheckoutSessionRow } from '../checkout/checkout.table';
import { escapeHtml } from '#shared/common/text';

/*
 * The store's look (src/web/styles.css): its colours, its display serif for the wordmark and
 * headings (from the store's own stylesheet, linked when the web is built), a header like the
 * storefront's; and a band that says plainly this is a test page, where no card is charged.
 */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#faf7f2;color:#1c1917;font:16px/1.5 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;-webkit-font-smoothing:antialiased}
.display,h1{font-family:"Cormorant Garamond",Georgia,"Times New Roman",serif}
header{background:#fff;border-bottom:1px solid #e7e5e4}
header .bar{max-width:720px;margin:0 auto;padding:0 16px;height:64px;display:flex;align-items:center;justify-content:space-between;gap:12px}
.wordmark{font-size:24px;font-weight:600;letter-spacing:.16em;color:#1c1917;text-decoration:none;white-space:nowrap}
.secure{font-size:12px;letter-spacing:.14em;text-transform:uppercase;color:#57534e}
.test-band{background:#1e2a4a;color:#fff;text-align:center;font-size:13px;letter-spacing:.06em;padding:8px 16px}
.test-band strong{letter-spacing:.16em;text-transform:uppercase;margin-right:6px}
main{max-width:720px;margin:40px auto;padding:0 16px}
.card{background:#fff;border:1px solid #e7e5e4;padding:28px}
.eyebrow{margin:0 0 8px;font-size:12px;font-weight:500;letter-spacing:.2em;text-transform:uppercase;color:#8a6a2f}
h1{font-size:36px;font-weight:600;line-height:1.15;margin:0 0 8px}
.note{margin:0 0 20px;color:#57534e;font-size:14px}
table{width:100%;border-collapse:collapse;margin:0 0 16px}
th,td{padding:10px 0;text-align:left;border-bottom:1px solid #e7e5e4;vertical-align:top}
th{font-size:11px;color:#57534e;font-weight:500;letter-spacing:.16em;text-transform:uppercase}
td small{color:#57534e}
td.num,th.num{text-align:right;white-space:nowrap;padding-left:12px}
tfoot td{border-bottom:0;padding:4px 0}
tfoot tr.total td{font-weight:600;font-size:18px;padding-top:12px;border-top:1px solid #1c1917}
.actions{display:flex;gap:12px;flex-wrap:wrap;margin-top:24px}
.actions form{margin:0}
button{font:inherit;font-size:13px;font-weight:500;letter-spacing:.12em;text-transform:uppercase;height:48px;padding:0 28px;border:1px solid #1c1917;cursor:pointer}
button.pay{background:#1c1917;color:#fff}
button.pay:hover{background:#44403c}
button.cancel{background:#fff;color:#1c1917}
button.cancel:hover{background:#f1ebe1}
button:focus-visible,a:focus-visible{outline:2px solid #1e2a4a;outline-offset:2px}
a{color:#1c1917}
`;

function layout(title: string, body: string, stylesheet?: string): string {
  const fonts = stylesheet ? `<link rel="stylesheet" href="${escapeHtml(stylesheet)}">` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title>${fonts}<style>${STYLE}</style></head>
<body><header><div class="bar"><a class="wordmark display" href="/">${escapeHtml(STORE_NAME.toUpperCase())}</a><span class="secure">Checkout</span></div></header>
<p class="test-band" role="note"><strong>Test payment</strong> No card is charged on this page.</p>
<main><div class="card"><p class="eyebrow">${escapeHtml(STORE_NAME)} &middot; Test payment</p>${body}</div></main></body></html>`;
}

/** The test provider's hosted page: the items, the amounts, Pay Now and Cancel (plain forms). */
export function renderTestPaymentPage(
  session: CheckoutSessionRow,
  actionBase: string,
  stylesheet?: string,
): string {
  const rows = session.items
    .map(
      (
        line,
      ) => `<tr><td>${escapeHtml(line.name)}<br><small>Size ${escapeHtml(line.size)}</small></td>
<td class="num">${line.quantity}</td><td class="num">${formatCents(line.priceCents)}</td><td class="num">${formatCents(line.priceCents * line.quantity)}</td></tr>`,
    )
    .join('\n');
  const shipping = session.shippingCents === 0 ? 'Free' : formatCents(session.shippingCents);
  return layout(
    `Pay ${formatCents(session.totalCents)} - ${STORE_NAME}`,
    `<h1>Pay ${formatCents(session.totalCents)}</h1>
<p class="note">This is the store's test payment page: no card is charged. Paying here places the order as a real payment would.</p>
<table><thead><tr><th scope="col">Item</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Price</th><th scope="col" class="num">Total</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><td colspan="3">Subtotal</td><td class="num">${formatCents(session.subtotalCents)}</td></tr>
${session.discountCents > 0 ? `<tr><td colspan="3">Discount (${escapeHtml(session.discountCode ?? '')})</td><td class="num">&minus;${formatCents(session.discountCents)}</td></tr>\n` : ''}<tr><td colspan="3">Shipping &amp; Handling</td><td class="num">${shipping}</td></tr>
<tr class="total"><td colspan="3">Total</td><td class="num">${formatCents(session.totalCents)}</td></tr></tfoot></table>
<p class="note">Paying as ${escapeHtml(session.contactName)} (${escapeHtml(session.contactEmail)}).</p>
<div class="actions">
<form method="post" action="${escapeHtml(actionBase)}/pay"><button type="submit" class="pay">Pay Now</button></form>
<form method="post" action="${escapeHtml(actionBase)}/cancel"><button type="submit" class="cancel">Cancel</button></form>
</div>`,
    stylesheet,
  );
}

/** Shown for a page that can no longer be paid (cancelled or expired). */
export function renderClosedPaymentPage(
  session: CheckoutSessionRow,
  storeUrl: string,
  stylesheet?: string,
): string {
  const why = session.status === 'expired' ? 'expired' : 'was cancelled';
  return layout(
    `Checkout closed - ${STORE_NAME}`,
    `<h1>This checkout ${why}</h1>
<p class="note">Nothing was charged and no order was placed. Your bag is still in the store.</p>
<p><a href="${escapeHtml(storeUrl)}">Back to the store</a></p>`,
    stylesheet,
  );
}

export function renderMissingPaymentPage(
  message: string,
  storeUrl: string,
  stylesheet?: string,
): string {
  return layout(
    `Payment page not found - ${STORE_NAME}`,
    `<h1>${escapeHtml(message)}</h1><p><a href="${escapeHtml(storeUrl)}">Back to the store</a></p>`,
    stylesheet,
  );
}
