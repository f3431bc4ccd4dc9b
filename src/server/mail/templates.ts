import { STORE_NAME, type OrderItemStatus } from '#shared/common/constants';
import { escapeHtml } from '#shared/common/text';

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

interface Block {
  paragraphs: string[];
  action?: { label: string; url: string };
  after?: string[];
}

/** One layout for every mail: a plain-text part and a simple, inline-styled HTML part. */
function compose(subject: string, greeting: string, block: Block): MailContent {
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

const hello = (firstName: string) => (firstName ? `Hi ${firstName},` : 'Hello,');

/**
 * Automatic replies (welcome, contact acknowledgement) go to an address nobody proved, at the
 * request of whoever typed it: they carry a fixed greeting and none of the sender's words (name,
 * message), so the store cannot be used to mail chosen text to strangers (issue 9, finding 7).
 */
const AUTO_REPLY_GREETING = 'Hello,';

export const templates = {
  /**
   * The welcome mail carries the link that confirms the address (decision 0028): one automatic
   * mail per sign-up, not two, against the address's hourly ceiling.
   */
  welcome(input: { verifyUrl: string }): MailContent {
    return compose(`Welcome to ${STORE_NAME}`, AUTO_REPLY_GREETING, {
      paragraphs: [
        `Thank you for creating an account with ${STORE_NAME}.`,
        'You can now save your addresses, keep a wishlist, follow your orders and review the pieces you wear.',
        'Please confirm your email address with the link below. It works once, for 24 hours.',
      ],
      action: { label: 'Confirm email address', url: input.verifyUrl },
      after: [
        'If you did not create this account, do not use the link: ignore this email or contact us.',
      ],
    });
  },

  /** Asked for from the account's banner; the address is not proven yet, so no name. */
  emailVerification(input: { verifyUrl: string }): MailContent {
    return compose('Confirm your email address', AUTO_REPLY_GREETING, {
      paragraphs: [
        `Please confirm the email address of your ${STORE_NAME} account with the link below.`,
        'The link works once, for 24 hours.',
      ],
      action: { label: 'Confirm email address', url: input.verifyUrl },
      after: [
        'If you did not create an account with us, do not use the link: ignore this email or contact us.',
      ],
    });
  },

  /**
   * Anyone may ask for this mail for any address, and the name on an account whose email was
   * never proven is whatever its registrant typed: the greeting carries no name.
   */
  passwordReset(input: { resetUrl: string }): MailContent {
    return compose('Reset your password', hello(''), {
      paragraphs: [
        'We received a request to reset the password of your account.',
        'Use the link below within one hour to choose a new password. The link works once.',
      ],
      action: { label: 'Reset password', url: input.resetUrl },
      after: [
        'If you did not ask for this, you can ignore this email: your password stays the same.',
      ],
    });
  },

  /** Past the ceiling on failed sign-ins (decision 0029): no name, like passwordReset. */
  signInLink(input: { linkUrl: string }): MailContent {
    return compose('Your one-time sign-in link', hello(''), {
      paragraphs: [
        'There were many failed attempts to sign in to your account, so signing in with a password is paused for a while.',
        'Use the link below within 15 minutes to sign in. The link works once.',
      ],
      action: { label: 'Sign in', url: input.linkUrl },
      after: [
        'If those attempts were not yours, someone may be guessing your password: consider choosing a new one with Forgot Password.',
      ],
    });
  },

  passwordChanged(input: { firstName: string; contactUrl: string }): MailContent {
    return compose('Your password has been changed', hello(input.firstName), {
      paragraphs: [
        'This is a confirmation that the password of your account has just been changed.',
        'If you did not make this change, contact us right away so we can secure your account.',
      ],
      action: { label: 'Contact us', url: input.contactUrl },
    });
  },

  newsletterSubscribed(input: { unsubscribeUrl: string }): MailContent {
    return compose(`You're on the ${STORE_NAME} list`, 'Hello,', {
      paragraphs: [
        'Thank you for subscribing to our newsletter. You will be the first to hear about new collections, tailoring tips and offers.',
        'If you did not sign up, or change your mind, you can unsubscribe at any time.',
      ],
      action: { label: 'Unsubscribe', url: input.unsubscribeUrl },
    });
  },

  orderConfirmation(input: {
    firstName: string;
    orderId: string;
    /** One line per item, already written out ("2 × Agbada (size M): $240.00"). */
    items: string[];
    subtotal: string;
    shipping: string;
    total: string;
    orderUrl: string;
  }): MailContent {
    return compose(`Order Confirmation ${input.orderId}`, hello(input.firstName), {
      paragraphs: [
        'Thank you for your order. We have received your payment and are preparing your items; we will let you know when they ship.',
        `Order #${input.orderId}`,
        ...input.items,
        `Subtotal: ${input.subtotal}`,
        `Shipping & Handling: ${input.shipping}`,
        `Total: ${input.total}`,
      ],
      action: { label: 'View your order', url: input.orderUrl },
    });
  },

  orderItemStatus(input: {
    firstName: string;
    orderId: string;
    status: OrderItemStatus;
    /** One line per item, already written out ("2 × Agbada (size M)"). */
    items: string[];
    orderUrl: string;
  }): MailContent {
    const several = input.items.length > 1;
    const what: Record<OrderItemStatus, [one: string, many: string]> = {
      'Not processed': ['is waiting to be processed', 'are waiting to be processed'],
      Processing: ['is being prepared', 'are being prepared'],
      Shipped: [
        'has been shipped and is on its way to you',
        'have been shipped and are on their way to you',
      ],
      Delivered: ['has been delivered', 'have been delivered'],
      Cancelled: ['has been cancelled', 'have been cancelled'],
    };
    const [one, many] = what[input.status];
    return compose(`Order Update ${input.orderId}`, hello(input.firstName), {
      paragraphs: [
        `An update on your order #${input.orderId}: the following ${several ? `items ${many}` : `item ${one}`}.`,
        ...input.items.map((line) => `${line}: ${input.status}`),
        ...(input.status === 'Cancelled'
          ? ['If you did not ask for this, or if you have any questions, please contact us.']
          : []),
      ],
      action: { label: 'View your order', url: input.orderUrl },
    });
  },

  contactReceived(): MailContent {
    return compose('We received your message', AUTO_REPLY_GREETING, {
      paragraphs: [
        'Thank you for getting in touch. A member of our team will reply to this email address within one to two working days.',
        'If you did not write to us, you can ignore this email.',
      ],
    });
  },

  merchantApplicationReceived(): MailContent {
    return compose('We received your application to sell with us', AUTO_REPLY_GREETING, {
      paragraphs: [
        `Thank you for applying to sell on ${STORE_NAME}. Our team will review your application and call you on the phone number you gave us.`,
        'If you did not apply, you can ignore this email.',
      ],
    });
  },

  /** Admins are proven addresses: they get the application as typed (escaped in the HTML part). */
  merchantApplicationForAdmins(input: {
    name: string;
    email: string;
    phoneNumber: string;
    brandName: string;
    business: string;
    merchantsUrl: string;
  }): MailContent {
    return compose('New merchant application', 'Hello,', {
      paragraphs: [
        'A new merchant application is waiting for approval.',
        `Name: ${input.name}`,
        `Email: ${input.email}`,
        `Phone number: ${input.phoneNumber}`,
        `Brand: ${input.brandName}`,
        `Business: ${input.business}`,
      ],
      action: { label: 'Review merchants', url: input.merchantsUrl },
    });
  },

  /**
   * An admin approved the application and no account has the address yet. The greeting carries
   * no name: the address is the applicant's own word until they use the link.
   */
  merchantInvitation(input: { signupUrl: string; days: number }): MailContent {
    return compose('Your application to sell with us was approved', AUTO_REPLY_GREETING, {
      paragraphs: [
        `Good news: your application to sell on ${STORE_NAME} has been accepted.`,
        `Complete your sign up to create your merchant account and start adding your products. If you already have an account with us under this address, the link asks for its password and makes it your merchant account. The link works once and expires in ${input.days} days.`,
      ],
      action: { label: 'Complete sign up', url: input.signupUrl },
      after: ['If you did not apply to sell with us, you can ignore this email.'],
    });
  },

  merchantDisabled(input: { contactUrl: string }): MailContent {
    return compose(`Your merchant account on ${STORE_NAME}`, 'Hello,', {
      paragraphs: [
        'Your merchant account has been disabled: your brand and its products are no longer shown in the shop, and you cannot manage them for now.',
        'Please contact admin to request access again.',
      ],
      action: { label: 'Contact us', url: input.contactUrl },
    });
  },

  merchantEnabled(input: { loginUrl: string }): MailContent {
    return compose(`Your merchant account on ${STORE_NAME}`, 'Hello,', {
      paragraphs: [
        'Your merchant account has been enabled again: your brand is back in the shop and you can manage it.',
      ],
      action: { label: 'Sign in', url: input.loginUrl },
    });
  },

  /**
   * Messages wait in the support chat. Neither their words nor their senders' names: the
   * address may be one its owner never proved.
   */
  chatUnread(input: { count: number; supportUrl: string }): MailContent {
    const what = input.count === 1 ? 'a message' : `${input.count} messages`;
    return compose(`You have ${what} in the support chat`, AUTO_REPLY_GREETING, {
      paragraphs: [
        `You have ${what} waiting for you in the ${STORE_NAME} support chat.`,
        'Sign in and open Support to read and answer.',
      ],
      action: { label: 'Open the support chat', url: input.supportUrl },
    });
  },
};
