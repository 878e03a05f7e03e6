import type { LandingDto } from '@career/sync-server/public/contract/landing-schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import landingFile from '../../../../sync-server/content/landing.json';
import type { CurrentUserDto } from '@career/sync-server/accounts/contract/user-dto';
import { PLANS, userFixture } from '../../test/fixtures';
import { json, renderRoutes, stubFetch } from '../../test/render-app';
import { LandingPage } from './landing-page';

const SERVED = landingFile as LandingDto;

function renderLanding(landing: () => Response | Promise<Response>, user?: CurrentUserDto) {
  vi.stubGlobal(
    'fetch',
    stubFetch({
      '/api/content/landing': landing,
      '/api/plans': () => json(PLANS),
      '/api/users/current': () => (user ? json(user) : json({ error: { code: 'unauthorized', message: 'Not signed in.' } }, 401)),
    }),
  );
  return renderRoutes(<Route path="/" element={<LandingPage />} />);
}

/** The text of every section heading, in order. */
const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('LandingPage', () => {
  it('shows the landing content the server serves from its content file: steps, plan cards with their features, FAQs and no testimonials', async () => {
    renderLanding(() => json(SERVED));
    expect(await screen.findByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
    expect(headings()).toEqual(['How it works', 'Plans', 'Frequently asked questions']);
    const steps = SERVED.sections.find((section) => section.kind === 'steps');
    for (const step of steps?.kind === 'steps' ? steps.items : []) {
      expect(screen.getByRole('heading', { level: 3, name: step.title })).toBeInTheDocument();
      expect(screen.getByText(step.text ?? '')).toBeInTheDocument();
    }
    expect(screen.getByText('How long do the assessments take?')).toBeInTheDocument();
    expect(screen.queryByText('What clients say')).not.toBeInTheDocument();
    expect(document.querySelector('blockquote')).toBeNull();
    // The plan cards: prices from /api/plans, features from the content file.
    const essential = await screen.findByRole('region', { name: 'Essential' });
    const essentialFeatures = SERVED.planFeatures.filter((feature) => feature.plan === 'essential').map((feature) => feature.text);
    expect(within(essential).getAllByRole('listitem').map((item) => item.textContent)).toEqual(essentialFeatures);
    expect(within(essential).getByRole('button', { name: 'Get Started: Essential' })).toBeInTheDocument();
  });

  it('shows changed content: new titles, order, real testimonials, plan features, and the words for missing texts', async () => {
    const changed: LandingDto = {
      sections: [
        { kind: 'faqs', title: 'Questions first', items: [{ question: 'Is there a free plan?', answer: 'Yes.' }, { question: 'Unanswered?' }] },
        { kind: 'testimonials', title: 'What clients say', items: [{ quote: 'It gave me a direction.', attribution: 'Sam, a client since 2025' }] },
        { kind: 'steps', title: 'Three steps', items: [{ title: 'Sign up', text: 'One minute.' }, { title: 'Answer' }] },
        { kind: 'plans', title: 'Pick a plan' },
      ],
      planFeatures: [{ plan: 'free', text: 'All the basics' }],
    };
    renderLanding(() => json(changed));
    expect(await screen.findByRole('heading', { level: 2, name: 'Questions first' })).toBeInTheDocument();
    expect(headings()).toEqual(['Questions first', 'What clients say', 'Three steps', 'Pick a plan']);
    expect(screen.getByText('“It gave me a direction.”')).toBeInTheDocument();
    expect(screen.getByText('Sam, a client since 2025')).toBeInTheDocument();
    expect(screen.queryByText('How it works')).not.toBeInTheDocument();
    // A step without its text and a question without its answer.
    expect(screen.getAllByText('No description available')).toHaveLength(2);
    await userEvent.click(screen.getByText('Unanswered?'));
    const free = await screen.findByRole('region', { name: 'Free' });
    expect(within(free).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['All the basics']);
    // The content lists no features for Essential: its card keeps the plan's own.
    expect(within(screen.getByRole('region', { name: 'Essential' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['b']);
  });

  it('offers a visitor every plan to start and Log In', async () => {
    renderLanding(() => json(SERVED));
    const plans = await screen.findByRole('region', { name: 'Plans' });
    expect(await within(plans).findByRole('button', { name: 'Get Started: Free' })).toBeInTheDocument();
    expect(within(plans).getByRole('button', { name: 'Get Started: Essential' })).toBeInTheDocument();
    expect(within(plans).getByRole('button', { name: 'Get Started: Premium' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log In' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
  });

  it('prices the plans for a signed-in client as /plans does: their plan marked as theirs, the upgrades at their upgrade price, and the dashboard instead of Log In', async () => {
    const essential = PLANS.find((plan) => plan._id === 'essential');
    renderLanding(() => json(SERVED), userFixture({ plans: [essential as (typeof PLANS)[number]] }));
    expect(await screen.findByRole('button', { name: 'Go to Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log In' })).not.toBeInTheDocument();
    const own = await screen.findByRole('region', { name: 'Essential' });
    expect(within(own).getByText('Your current plan')).toBeInTheDocument();
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    expect(within(own).queryByText('upgrade price')).not.toBeInTheDocument();
    const premium = screen.getByRole('region', { name: 'Premium' });
    expect(within(premium).getByRole('button', { name: 'Upgrade: Premium' })).toBeInTheDocument();
    expect(within(premium).getByText('upgrade price')).toBeInTheDocument();
    // No card for a plan below theirs: Free is not offered (it was, as "Free upgrade price").
    expect(screen.queryByRole('region', { name: 'Free' })).not.toBeInTheDocument();
  });

  it('holds the place of the sections while the content loads, with the hero already there', async () => {
    renderLanding(() => new Promise<Response>(() => undefined));
    expect(screen.getByRole('heading', { level: 1, name: 'Find Your Path' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('says so when the content cannot be loaded, keeps the hero, and tries again on request', async () => {
    let calls = 0;
    renderLanding(() => (++calls <= 2 ? json({ error: { code: 'unavailable', message: 'Down.' } }, 503) : json(SERVED)));
    expect(await screen.findByText('This page could not be loaded completely', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'How it works' })).toBeInTheDocument();
  });
});
