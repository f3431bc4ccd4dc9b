import { STORE_NAME } from '#shared/common/constants';
import { escapeHtml } from '#shared/common/text';
import { pageLink } from '#shared/site/site-paths';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export interface Block {
  paragraphs: string[];
  action?: { label: string; url: string };
  after?: string[];
}

/** One layout for every mail: a plain-text part and a simple, inline-styled HTML part. */
export function compose(subject: string, greeting: string, block: Block): MailContent {
  const textParts = [greeting, '', ...block.paragraphs.flatMap((p) => [p, ''])];
  if (block.action) textParts.push(`${block.action.label}: ${block.action.url}`, '');
  for (const p of block.after ?? []) textParts.push(p, '');
  textParts.push(`${STORE_NAME}`, 'Traditional and tailored menswear');

  const paragraph = (p: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.6;color:#1c1917">${escapeHtml(p)}</p>`;
  const button = block.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(block.action.url)}" style="display:inline-block;background:#1c1917;color:#ffffff;padding:12px 24px;text-decoration:none;font-size:14px;letter-spacing:0.06em;text-transform:uppercase">${escapeHtml(block.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;line-height:1.6;color:#57534e">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(block.action.url)}" style="color:#57534e;word-break:break-all">${escapeHtml(block.action.url)}</a></p>`
    : '';
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;font-family:Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f5f5f4;padding:32px 0"><tr><td align="center">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="max-width:560px;width:100%;background:#ffffff;border:1px solid #e7e5e4">
<tr><td style="padding:28px 32px;border-bottom:1px solid #e7e5e4;font-family:Georgia,serif;font-size:24px;letter-spacing:0.08em;color:#1c1917">${escapeHtml(STORE_NAME.toUpperCase())}</td></tr>
<tr><td style="padding:32px">
${paragraph(greeting)}
${block.paragraphs.map(paragraph).join('\n')}
${button}
${(block.after ?? []).map(paragraph).join('\n')}
</td></tr>
<tr><td style="padding:20px 32px;border-top:1px solid #e7e5e4;font-size:12px;color:#78716c">${escapeHtml(STORE_NAME)} &middot; Traditional and tailored menswear</td></tr>
</table></td></tr></table></body></html>`;
  return { subject, text: textParts.join('\n'), html };
}

export const hello = (firstName: string) => (firstName ? `Hi ${firstName},` : 'Hello,');

/**
 * Automatic replies (welcome, contact acknowledgement) go to an address nobody proved, at the
 * request of whoever typed it: they carry a fixed greeting and none of the sender's words (name,
 * message), so the store cannot be used to mail chosen text to strangers (issue 9, finding 7).
 */
export const AUTO_REPLY_GREETING = 'Hello,';

/**
 * The address of a page of the site table (src/shared/site/) on this store: the one way a mail
 * links to the store, so a link always points at a page that exists.
 */
export function pageUrl(publicUrl: string, ...page: Parameters<typeof pageLink>): string {
  return `${publicUrl}${pageLink(...page)}`;
}
