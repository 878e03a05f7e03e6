import type { EmailMessage } from './email-sender';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function layout(title: string, paragraphs: string[], link: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#242424">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}
<p><a href="${escapeHtml(link.href)}" style="background:#0f6cbd;color:#fff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="color:#616161;font-size:13px">If the button does not work, copy this address into your browser: ${escapeHtml(link.href)}</p>
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
