import { consentDefinition, consentParagraphs } from '@career/scoring/consent/consent-definition';
import { O_NET_ATTRIBUTION } from '@career/sync-server/records/contract/record-dto';
import { CONTACT_RETENTION_DAYS, DEFAULT_ANALYTICS_RETENTION_DAYS, SETTLED_EMAIL_RETENTION_DAYS } from '@career/sync-server/operations/contract/retention-periods';
import { screen } from '@testing-library/react';
import { Route } from 'react-router-dom';
import type { PracticeDto } from '@career/sync-server/contract/practice-dto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, renderRoutes, stubFetch } from '../../test/render-app';
import { PrivacyPage } from './privacy-page';

function renderPrivacy(practice: PracticeDto = { practiceName: 'Integrative Career Assessment', supportEmail: null }) {
  vi.stubGlobal('fetch', stubFetch({ '/api/content/practice': () => json(practice) }));
  return renderRoutes(<Route path="/privacy" element={<PrivacyPage />} />, { at: '/privacy' });
}

afterEach(() => vi.unstubAllGlobals());

describe('PrivacyPage', () => {
  it('states the retention the consent states, and the server’s own periods', () => {
    renderPrivacy();
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeInTheDocument();
    // The consent the client agrees to and this notice say the same, from the same constant.
    expect(consentParagraphs(null)).toContain(screen.getByTestId('retention-statement').textContent);
    expect(screen.getByTestId('retention-statement')).toHaveTextContent(`We keep your answers and results for ${consentDefinition.retentionYears} years from your last activity`);
    expect(screen.getByText(`E-mails we send you are deleted from our server ${SETTLED_EMAIL_RETENTION_DAYS} days after they are sent.`)).toBeInTheDocument();
    expect(screen.getByTestId('contact-retention')).toHaveTextContent(`Messages sent through the contact form are deleted ${CONTACT_RETENTION_DAYS} days after they arrive.`);
    expect(screen.getByText(new RegExp(`Usage statistics are deleted after ${DEFAULT_ANALYTICS_RETENTION_DAYS} days`))).toBeInTheDocument();
  });

  it('says what is kept on the device and on the server, and who sees the depression screening', () => {
    renderPrivacy();
    expect(screen.getByRole('heading', { level: 2, name: 'On your device' })).toBeInTheDocument();
    expect(screen.getByText(/They stay after they reach our server and after you log out/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'On our server' })).toBeInTheDocument();
    expect(screen.getByText(/Card details go to the card payment provider and never reach us/)).toBeInTheDocument();
    expect(screen.getByText('The depression screening')).toBeInTheDocument();
    expect(screen.getByText(/is seen only by you and by the admins and counselors/)).toBeInTheDocument();
    // the check-in e-mail to the admins is said, and what it never holds
    expect(screen.getByText(/each admin receives an e-mail with your name saying a client needs a check-in/)).toBeInTheDocument();
    expect(screen.getByText(/The e-mail never contains your answers/)).toBeInTheDocument();
    expect(screen.queryByText(/Nothing about it is e-mailed/)).not.toBeInTheDocument();
  });

  it('says how the export, the deletion and the retention work', () => {
    renderPrivacy();
    expect(screen.getByTestId('retention-how')).toHaveTextContent(/last time you signed in, answered, booked a session or bought a plan/);
    expect(screen.getByTestId('retention-how')).toHaveTextContent(/erased automatically/);
    expect(screen.getByTestId('privacy-export')).toHaveTextContent('Download my data gives you everything we keep about you as one file');
    expect(screen.getByTestId('privacy-delete')).toHaveTextContent(/Delete account, confirmed with your password, deletes your account at once/);
    expect(screen.getByTestId('privacy-delete')).toHaveTextContent(`deleted ${SETTLED_EMAIL_RETENTION_DAYS} days after they were sent`);
    expect(screen.getByText(/Deleting your account in this browser removes them/)).toBeInTheDocument();
  });

  it('credits O*NET with its attribution and the IPIP, and offers the contact form rather than a placeholder address', () => {
    renderPrivacy();
    expect(screen.getByText(O_NET_ATTRIBUTION)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CC BY 4.0 license' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
    expect(screen.getByText(/International Personality Item Pool/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'contact form' })).toBeInTheDocument();
    expect(screen.queryByText(/career-assessment\.example/)).not.toBeInTheDocument();
  });

  it('names the practice and its support address when the practice has set one', async () => {
    renderPrivacy({ practiceName: 'Northside Career Practice', supportEmail: 'help@northside-careers.test' });
    expect(await screen.findByText(/Northside Career Practice runs this career assessment/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@northside-careers.test' })).toHaveAttribute('href', 'mailto:help@northside-careers.test');
    expect(screen.queryByRole('button', { name: 'contact form' })).not.toBeInTheDocument();
  });
});
