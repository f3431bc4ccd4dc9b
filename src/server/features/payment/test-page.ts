import { formatCents } from '#shared/common/money';
import { STORE_NAME } from '#shared/common/constants';

import type { CheckoutSessionRow } from '../checkout/checkout.table';
import { escapeHtml } from '#shared/common/text';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f5f5f4;color:#1c1917;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Helvetica,Arial,sans-serif}
main{max-width:560px;margin:48px auto;padding:0 16px}
.card{background:#fff;border:1px solid #d6d3d1;padding:28px}
.brand{font-family:Georgia,serif;letter-spacing:.08em;text-transform:uppercase;font-size:14px;color:#57534e;margin:0 0 4px}
h1{font-size:24px;margin:0 0 4px}
.note{margin:0 0 20px;color:#57534e;font-size:14px}
table{width:100%;border-collapse:collapse;margin:0 0 16px}
th,td{padding:8px 0;text-align:left;border-bottom:1px solid #e7e5e4;vertical-align:top}
th{font-size:13px;color:#57534e;font-weight:600}
td.num,th.num{text-align:right;white-space:nowrap}
tfoot td{border-bottom:0;padding:4px 0}
tfoot tr.total td{font-weight:700;font-size:18px;padding-top:12px}
.actions{display:flex;gap:12px;flex-wrap:wrap;margin-top:24px}
.actions form{margin:0}
button{font:inherit;font-weight:600;padding:12px 24px;border:2px solid #1c1917;cursor:pointer}
button.pay{background:#1c1917;color:#fff}
button.cancel{background:#fff;color:#1c1917}
button:focus-visible,a:focus-visible{outline:3px solid #b45309;outline-offset:2px}
a{color:#1c1917}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main><div class="card"><p class="brand">${escapeHtml(STORE_NAME)} &middot; Test payment</p>${body}</div></main></body></html>`;
}

/** The test provider's hosted page: the items, the amounts, Pay Now and Cancel (plain forms). */
export function renderTestPaymentPage(session: CheckoutSessionRow, actionBase: string): string {
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
  );
}

/** Shown for a page that can no longer be paid (cancelled or expired). */
export function renderClosedPaymentPage(session: CheckoutSessionRow, storeUrl: string): string {
  const why = session.status === 'expired' ? 'expired' : 'was cancelled';
  return layout(
    `Checkout closed - ${STORE_NAME}`,
    `<h1>This checkout ${why}</h1>
<p class="note">Nothing was charged and no order was placed. Your bag is still in the store.</p>
<p><a href="${escapeHtml(storeUrl)}">Back to the store</a></p>`,
  );
}

export function renderMissingPaymentPage(message: string, storeUrl: string): string {
  return layout(
    `Payment page not found - ${STORE_NAME}`,
    `<h1>${escapeHtml(message)}</h1><p><a href="${escapeHtml(storeUrl)}">Back to the store</a></p>`,
  );
}
