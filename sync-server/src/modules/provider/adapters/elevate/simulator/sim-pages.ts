import { html } from 'hono/html';
import type { Html } from './sim-page-shell';
import { simShell } from './sim-page-shell';

export interface SimHubTest {
  title: string;
  /** The questionnaire's page. */
  href: string;
  /** When the latest one was completed (ISO instant), or null when not started. */
  completedAt: string | null;
}

function completedOn(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
}

/** The hub: what this simulator is, the two tests with their status, and the way back. */
export function simHubPage(options: { name: string; tests: readonly SimHubTest[]; returnUrl: string }): Html {
  return simShell(
    'Your assessments',
    html`<main>
<section aria-labelledby="hub-heading">
<h1 id="hub-heading">Elevate (simulated provider)</h1>
<p>Welcome, ${options.name}.</p>
<p class="note">This is a simulator for demonstrations. Its two short questionnaires were written for this product: they are not the Myers-Briggs Type Indicator or the Strong Interest Inventory, and their scores are not real results.</p>
</section>
<section aria-labelledby="tests-heading">
<h2 id="tests-heading">Your questionnaires</h2>
<ul class="tests">
${options.tests.map(
  (test) => html`<li>
<h3>${test.title}</h3>
<p class="status">Status: ${test.completedAt ? `Completed on ${completedOn(test.completedAt)}` : 'Not started'}</p>
<a class="button" href="${test.href}">${test.completedAt ? 'Retake' : 'Take'} ${test.title}</a>
</li>`,
)}
</ul>
</section>
<section>
<p class="return"><a href="${options.returnUrl}">Return to Career Assessment</a></p>
<p>When you have finished, go back to Career Assessment to see your results.</p>
</section>
</main>`,
  );
}

/** A page that only says something (an expired link, a missing page), with an optional link. */
export function simMessagePage(title: string, text: string, link?: { href: string; label: string }): Html {
  return simShell(
    title,
    html`<main><section><h1>${title}</h1><p>${text}</p>${link ? html`<p class="return"><a href="${link.href}">${link.label}</a></p>` : ''}</section></main>`,
  );
}
