import { Hono } from 'hono';
import { html, raw } from 'hono/html';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import type { AppEnv } from '../../../http/app-env';
import { AppError } from '../../../http/app-error';
import { paramsOf, queryOf } from '../../../http/validate';
import type { OutboxEmail } from '../../../adapters/email/outbox-repository';
import { findOutboxAttachment, listOutboxEmails } from '../../../adapters/email/outbox-repository';

const outboxQuery = z.object({ to: z.string().trim().max(254).optional() });
const attachmentParams = z.object({ id: z.string().max(64), index: z.coerce.number().int().min(0).max(99) });

/** Where the outbox serves a message's attachment (an .ics calendar file) for download. */
const attachmentUrl = (emailId: string, index: number) => `/api/dev/outbox/${encodeURIComponent(emailId)}/attachments/${index}`;

function attachmentsOf(email: Pick<OutboxEmail, 'id' | 'attachments'>) {
  return email.attachments.map((attachment, index) => ({ ...attachment, url: attachmentUrl(email.id, index) }));
}

/**
 * Demo mode only: the embedded outbox as JSON (for tests and tools), and each message's attachments
 * for download. A message held back for later (a coalesced shortlist e-mail) shows once it is due.
 */
export function devOutboxApi(deps: AppDeps) {
  return new Hono<AppEnv>()
    .get('/', queryOf(outboxQuery), async (c) => {
      const emails = await listOutboxEmails(deps.db, { to: c.req.valid('query').to, limit: 50, dueBy: deps.clock().toISOString() });
      c.header('Cache-Control', 'no-store');
      return c.json({ emails: emails.map(({ html: _html, ...email }) => ({ ...email, links: email.text.match(/https?:\/\/\S+/g) ?? [], attachments: attachmentsOf(email) })) });
    })
    .get('/:id/attachments/:index', paramsOf(attachmentParams), async (c) => {
      const { id, index } = c.req.valid('param');
      const attachment = await findOutboxAttachment(deps.db, id, index);
      if (!attachment) throw new AppError('not_found', 'Not found.');
      return c.body(attachment.content, 200, {
        'Content-Type': `${attachment.contentType}; charset=utf-8`,
        // The filename is the template's own (interview-session.ics); quotes and non-ASCII are dropped all the same.
        'Content-Disposition': `attachment; filename="${attachment.filename.replace(/[^\w.-]/g, '_')}"`,
        'Cache-Control': 'no-store',
      });
    });
}

/** Demo mode only: a readable page listing the outbox, newest first, with clickable links and attachments. */
export function devOutboxPage(deps: AppDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const emails = await listOutboxEmails(deps.db, { limit: 50, dueBy: deps.clock().toISOString() });
    const rows = emails.map((email) => {
      const links = email.text.match(/https?:\/\/\S+/g) ?? [];
      const files = attachmentsOf(email).map((file) => html`<p><b>Attachment:</b> <a href="${file.url}" download="${file.filename}">${file.filename}</a> (${file.contentType})</p>`);
      return html`<article><h2>${email.subject}</h2><p><b>To:</b> ${email.to}${email.replyTo ? html` · <b>Reply-To:</b> ${email.replyTo}` : ''} · <time>${email.createdAt}</time></p><pre>${email.text}</pre>${links.map((link) => html`<p><a href="${link}">${link}</a></p>`)}${files}</article>`;
    });
    c.header('Cache-Control', 'no-store');
    return c.html(html`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox (demo)</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ddd;border-radius:6px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style></head>
<body><h1>Embedded outbox (demo mode)</h1><p>E-mails and text messages the product would have sent. Configure SMTP_URL to send real e-mail and TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM_NUMBER to send real text messages.</p>
${emails.length ? rows : raw('<p>No e-mails yet.</p>')}</body></html>`);
  });
}
