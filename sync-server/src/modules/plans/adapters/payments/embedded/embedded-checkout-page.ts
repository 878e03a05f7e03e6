import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import type { EmbeddedSession } from '../../../repositories/embedded-checkout-repository';
import type { CardInput, CardVerdict } from './test-cards';

type Html = HtmlEscapedString | Promise<HtmlEscapedString>;

function money(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

const STYLE = `
*{box-sizing:border-box}body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;background:#f5f5f5;color:#242424;line-height:1.5}
main{max-width:920px;margin:0 auto;padding:24px 16px;display:grid;gap:24px;grid-template-columns:repeat(auto-fit,minmax(300px,1fr))}
header{max-width:920px;margin:0 auto;padding:16px 16px 0}header p{margin:4px 0 0;color:#616161}
section{background:#fff;border:1px solid #e0e0e0;border-radius:8px;padding:24px}
h1{font-size:20px;margin:0}h2{font-size:17px;margin:0 0 12px}
table{width:100%;border-collapse:collapse}td{padding:6px 0}td:last-child{text-align:right}
tr.total td{border-top:1px solid #e0e0e0;font-weight:600;padding-top:10px}
label{display:block;font-weight:600;margin:14px 0 4px}
input{width:100%;font:inherit;padding:9px 10px;border:1px solid #8a8a8a;border-radius:4px}
input[aria-invalid=true]{border-color:#c50f1f;border-width:2px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
.field-error{color:#c50f1f;margin:4px 0 0;font-size:14px}
.alert{background:#fde7e9;border:1px solid #c50f1f;border-radius:4px;padding:10px 12px;margin:0 0 8px}
.note{background:#ebf3fc;border:1px solid #0f6cbd;border-radius:4px;padding:10px 12px;font-size:14px}
button{margin-top:20px;width:100%;font:inherit;font-weight:600;padding:11px;border:0;border-radius:4px;background:#0f6cbd;color:#fff;cursor:pointer}
button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid #242424;outline-offset:2px}
.cancel{display:inline-block;margin-top:16px}
`;

function shell(title: string, body: Html): Html {
  return html`<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>${raw(STYLE)}</style></head>
<body>${body}</body>
</html>`;
}

export interface CheckoutFormState {
  values?: Partial<CardInput & { name: string }>;
  verdict?: Extract<CardVerdict, { ok: false }>;
  /** A failure after the card was accepted (the payment could not be confirmed). */
  error?: string;
}

function fieldError(state: CheckoutFormState, field: keyof CardInput): Html | string {
  return state.verdict?.field === field ? html`<p class="field-error" id="${field}-error">${state.verdict.message}</p>` : '';
}

function invalid(state: CheckoutFormState, field: keyof CardInput): string {
  return state.verdict?.field === field ? 'true' : 'false';
}

/** The embedded hosted-checkout page: the order, and a test card form. */
export function checkoutPage(checkout: EmbeddedSession, action: string, state: CheckoutFormState = {}): Html {
  const { session } = checkout;
  const values = state.values ?? {};
  const alert = state.error ?? (state.verdict?.field === 'card' ? state.verdict.message : undefined);
  return shell(
    'Checkout - Integrative Career Assessment',
    html`<header><h1>Integrative Career Assessment</h1><p>Test checkout, built into this server: no card is charged.</p></header>
<main>
<section aria-labelledby="order-heading">
<h2 id="order-heading">Your order</h2>
<table>
<tbody>
${checkout.lineItems.map((item) => html`<tr><td>${item.name}</td><td>${money(item.amountCents, session.currency)}</td></tr>`)}
<tr class="total"><td>Total due</td><td data-testid="embedded-total">${money(session.amount_total, session.currency)}</td></tr>
</tbody>
</table>
<p class="note">Pay with the test card 4242 4242 4242 4242 (any future expiry date, any 3 digits). The card 4000 0000 0000 0002 is declined.</p>
</section>
<section aria-labelledby="pay-heading">
<h2 id="pay-heading">Pay with card</h2>
${alert ? html`<div class="alert" role="alert">${alert}</div>` : ''}
<form method="post" action="${action}" novalidate>
<label for="email">Email</label>
<input id="email" value="${session.customer_email}" readonly>
<label for="number">Card number</label>
<input id="number" name="number" inputmode="numeric" autocomplete="off" placeholder="1234 1234 1234 1234" value="${values.number ?? ''}" aria-invalid="${invalid(state, 'number')}" ${state.verdict?.field === 'number' ? html`aria-describedby="number-error"` : ''} required>
${fieldError(state, 'number')}
<div class="row">
<div><label for="expiry">Expiry (MM / YY)</label>
<input id="expiry" name="expiry" autocomplete="off" placeholder="MM / YY" value="${values.expiry ?? ''}" aria-invalid="${invalid(state, 'expiry')}" ${state.verdict?.field === 'expiry' ? html`aria-describedby="expiry-error"` : ''} required>
${fieldError(state, 'expiry')}</div>
<div><label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="off" placeholder="CVC" value="${values.cvc ?? ''}" aria-invalid="${invalid(state, 'cvc')}" ${state.verdict?.field === 'cvc' ? html`aria-describedby="cvc-error"` : ''} required>
${fieldError(state, 'cvc')}</div>
</div>
<label for="name">Name on card</label>
<input id="name" name="name" autocomplete="off" value="${values.name ?? ''}">
<button type="submit">Pay ${money(session.amount_total, session.currency)}</button>
</form>
<a class="cancel" href="${session.cancel_url}">Cancel and return</a>
</section>
</main>`,
  );
}

/** A page that only says where the checkout stands (expired, already paid, not found). */
export function checkoutMessagePage(title: string, text: string, link: { href: string; label: string }): Html {
  return shell(
    `${title} - Integrative Career Assessment`,
    html`<header><h1>Integrative Career Assessment</h1></header>
<main><section><h2>${title}</h2><p>${text}</p><p><a href="${link.href}">${link.label}</a></p></section></main>`,
  );
}
