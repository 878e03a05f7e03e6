import type { EmailMessage } from './email-sender';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The e-mails' one page: a title, paragraphs, extra HTML and (when given) a button with its address spelled out. */
export function layout(title: string, paragraphs: string[], link: { href: string; label: string } | undefined, extraHtml = ''): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') + extraHtml;
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}" style="background:#0f6cbd;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="color:#616161;font-size:13px">If the button does not work, copy this address into your browser: ${escapeHtml(link.href)}</p>`
    : '';
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#242424">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}
${button}
</body></html>`;
}

export function verificationEmail(to: { email: string; firstName: string }, link: string): EmailMessage {
  const lines = [`Hi ${to.firstName},`, 'Please confirm your email address for your Integrative Career Assessment account. The link is valid for 7 days.'];
  return {
    template: 'verify-email',
    to: to.email,
    subject: 'Verify your email',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout('Verify your email', lines, { href: link, label: 'Verify email' }),
  };
}

export function passwordResetEmail(to: { email: string; firstName: string }, link: string): EmailMessage {
  const lines = [
    `Hi ${to.firstName},`,
    'We received a request to reset your password. The link is valid for 1 hour and can be used once. If you did not ask for it, you can ignore this email.',
  ];
  return {
    template: 'reset-password',
    to: to.email,
    subject: 'Reset your password',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout('Reset your password', lines, { href: link, label: 'Reset password' }),
  };
}

export function signInLinkEmail(to: { email: string; firstName: string }, link: string): EmailMessage {
  const lines = [
    `Hi ${to.firstName},`,
    'Here is the sign-in link you asked for. It signs you in on the browser where you open it, is valid for 15 minutes and can be used once. If you did not ask for it, you can ignore this email: nobody can use it without access to your inbox.',
  ];
  return {
    template: 'sign-in-link',
    to: to.email,
    subject: 'Your sign-in link',
    text: `${lines.join('\n\n')}\n\n${link}\n`,
    html: layout('Your sign-in link', lines, { href: link, label: 'Sign in' }),
  };
}

export interface ReceiptDetails {
  orderId: string;
  /** When the payment was confirmed (ISO 8601). */
  paidAt: string;
  planName: string;
  fromPlanName: string | null;
  amountCents: number;
  feeCents: number;
  feePercentage: number;
  totalCents: number;
  currency: string;
}

function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** The receipt sent when a payment is confirmed; the same figures as the receipt on /profile. */
export function receiptEmail(to: { email: string; firstName: string }, receipt: ReceiptDetails, ordersLink: string): EmailMessage {
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(receipt.paidAt));
  const plan = receipt.fromPlanName && receipt.fromPlanName !== 'Free' ? `${receipt.planName} plan (upgrade from ${receipt.fromPlanName})` : `${receipt.planName} plan`;
  const lines = [`Hi ${to.firstName},`, `Thank you for your order. Your ${receipt.planName} plan is active now.`];
  const rows: [string, string][] = [
    ['Order', receipt.orderId],
    ['Date', date],
    [plan, money(receipt.amountCents, receipt.currency)],
    [`Processing fee (${receipt.feePercentage}%)`, money(receipt.feeCents, receipt.currency)],
    ['Total paid', money(receipt.totalCents, receipt.currency)],
  ];
  const table = `<table style="border-collapse:collapse;min-width:320px">${rows
    .map(([label, value]) => `<tr><td style="padding:4px 16px 4px 0">${escapeHtml(label)}</td><td style="padding:4px 0;text-align:right">${escapeHtml(value)}</td></tr>`)
    .join('')}</table>`;
  const page = layout('Your receipt', lines, { href: ordersLink, label: 'View your orders' }, table);
  return {
    template: 'receipt',
    to: to.email,
    subject: `Your receipt: ${receipt.planName} plan`,
    text: `${lines.join('\n\n')}\n\n${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nYour orders and printable receipts: ${ordersLink}\n`,
    html: page,
  };
}

/** Sent when a payment is given back because its plan could not be applied (the user already had it or a higher one). */
export function refundEmail(to: { email: string; firstName: string }, refund: { orderId: string; planName: string; currentPlanName: string; totalCents: number; currency: string }, ordersLink: string): EmailMessage {
  const lines = [
    `Hi ${to.firstName},`,
    `Your payment of ${money(refund.totalCents, refund.currency)} for the ${refund.planName} plan (order ${refund.orderId}) has been refunded in full: your account is already on the ${refund.currentPlanName} plan, so the purchase was not needed. The refund reaches your card within 5 to 10 business days.`,
  ];
  return {
    template: 'refund',
    to: to.email,
    subject: `Refund: ${refund.planName} plan`,
    text: `${lines.join('\n\n')}\n\nYour orders: ${ordersLink}\n`,
    html: layout('Your payment was refunded', lines, { href: ordersLink, label: 'View your orders' }),
  };
}
