import { html } from 'hono/html';
import type { Html } from './sim-page-shell';
import { simShell } from './sim-page-shell';
import type { SimQuestion, SimQuestionnaire } from './sim-questionnaires';
import { questionsOf } from './sim-questionnaires';

export interface SimFormState {
  /** The answers given so far (kept when the form comes back). */
  answers?: Readonly<Record<string, number>>;
  /** Unanswered question ids, after a submit. */
  missing?: readonly string[];
}

const radioId = (question: SimQuestion, index: number) => `${question.id}-${index}`;

function questionFieldset(question: SimQuestion, number: number, total: number, state: SimFormState): Html {
  const invalid = state.missing?.includes(question.id) ?? false;
  const chosen = state.answers?.[question.id];
  return html`<fieldset id="${question.id}"${invalid ? html` class="invalid" aria-describedby="${question.id}-error"` : ''}>
<legend>Question ${number} of ${total}: ${question.prompt}${question.poles ? html` <span>A: ${question.poles.a}</span> <span>B: ${question.poles.b}</span>` : ''}</legend>
${invalid ? html`<p class="field-error" id="${question.id}-error">Please answer this question.</p>` : ''}
<div class="choices">
${question.choices.map(
  (choice, index) =>
    html`<label for="${radioId(question, index)}"><input type="radio" id="${radioId(question, index)}" name="${question.id}" value="${String(choice.value)}"${chosen === choice.value ? ' checked' : ''}${invalid ? html` aria-invalid="true"` : ''}${index === 0 ? ' required' : ''}> ${choice.label}</label>`,
)}
</div>
</fieldset>`;
}

function errorSummary(questionnaire: SimQuestionnaire, missing: readonly string[]): Html {
  const numbers = questionsOf(questionnaire).map((q, i) => ({ question: q, number: i + 1 })).filter(({ question }) => missing.includes(question.id));
  return html`<div class="error-summary" role="alert" aria-labelledby="error-summary-title" tabindex="-1">
<h2 id="error-summary-title">Please answer every question (${missing.length} left).</h2>
<ul>${numbers.map(({ question, number }) => html`<li><a href="#${radioId(question, 0)}">Question ${number}</a></li>`)}</ul>
</div>`;
}

/** One questionnaire as one form: a fieldset with a legend and labelled radios per question. */
export function simQuestionnairePage(questionnaire: SimQuestionnaire, action: string, back: string, state: SimFormState = {}): Html {
  const total = questionsOf(questionnaire).length;
  let number = 0;
  return simShell(
    questionnaire.title,
    html`<main>
${state.missing?.length ? errorSummary(questionnaire, state.missing) : ''}
<section aria-labelledby="form-heading">
<h1 id="form-heading">${questionnaire.title}</h1>
<p class="note">A short demo questionnaire written for this product, not the real instrument. Please answer all ${total} questions.</p>
<form method="post" action="${action}" novalidate>
${questionnaire.sections.map(
  (section) => html`<h2>${section.heading}</h2>
<p>${section.intro}</p>
${section.questions.map((question) => questionFieldset(question, ++number, total, state))}`,
)}
<button type="submit">Submit answers</button>
</form>
</section>
<p><a href="${back}">Back to your questionnaires</a></p>
</main>`,
  );
}
