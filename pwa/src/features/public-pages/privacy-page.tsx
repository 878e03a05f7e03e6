import { consentDefinition } from '@career/scoring/consent/consent-definition';
import { O_NET_ATTRIBUTION } from '@career/sync-server/records/contract/record-dto';
import { CONTACT_RETENTION_DAYS, DEFAULT_ANALYTICS_RETENTION_DAYS, SETTLED_EMAIL_RETENTION_DAYS } from '@career/sync-server/operations/contract/retention-periods';
import { Body1, Link, Subtitle1, Title1 } from '@fluentui/react-components';
import { usePractice } from '../../content/use-practice';
import { Page } from '../../layout/page';
import { ContactLink } from './contact-link';
import { useInfoPageStyles } from './info-page-styles';

/** The retention the consent states (and the client agrees to), in the same words. */
export const RETENTION_SENTENCE = `We keep your answers and results for ${consentDefinition.retentionYears} years from your last activity, then delete them. You can ask us to delete them sooner.`;

/** /privacy: what the app keeps, where, for how long and who sees it; and the sources it credits. */
export function PrivacyPage() {
  const styles = useInfoPageStyles();
  const { practiceName, supportEmail } = usePractice();
  return (
    <Page>
      <article className={styles.article} aria-labelledby="privacy-title">
        <header className={styles.header}>
          <Title1 as="h1" id="privacy-title">
            Privacy notice
          </Title1>
          <Body1 as="p" className={styles.muted}>
            {practiceName} runs this career assessment. This notice says what the app keeps about you, where, for how long, and who can see it.
          </Body1>
        </header>

        <section className={styles.section} aria-labelledby="privacy-device">
          <Subtitle1 as="h2" id="privacy-device">
            On your device
          </Subtitle1>
          <ul className={styles.list}>
            <li>
              <Body1>
                Your answers, saved in this browser as you give them, so nothing is lost offline. They stay after they reach our server and after you log
                out, stored under your account: someone else who signs in on this browser does not see them. Deleting your account in this browser
                removes them; so does clearing this site’s data in the browser settings.
              </Body1>
            </li>
            <li>
              <Body1>A copy of your profile and results while you are signed in, so the app opens offline. Logging out removes it.</Body1>
            </li>
            <li>
              <Body1>The app itself and texts that are the same for everyone (such as the explanations of results), so it opens offline.</Body1>
            </li>
            <li>
              <Body1>A random number for this device and, while you are offline, the usage statistics waiting to be sent (see below).</Body1>
            </li>
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="privacy-server">
          <Subtitle1 as="h2" id="privacy-server">
            On our server
          </Subtitle1>
          <ul className={styles.list}>
            <li>
              <Body1>
                Your account: name, e-mail address, your password in a scrambled form we cannot read back, whether you confirmed your e-mail and gave
                your consent, and your phone number if you confirm it for the Myers-Briggs step.
              </Body1>
            </li>
            <li>
              <Body1>Your answers, your scored results, and the results the Myers-Briggs and Strong Interest Inventory provider sends back.</Body1>
            </li>
            <li>
              <Body1>Your plan and orders (amounts and dates). Card details go to the card payment provider and never reach us.</Body1>
            </li>
            <li>
              <Body1>Coaching sessions you book, and messages you send us through the contact form.</Body1>
            </li>
            <li>
              <Body1>A record of what admins do with your account, such as changing your plan or opening your results.</Body1>
            </li>
            <li>
              <Body1>
                Usage statistics (for example that a plan was chosen), with no name: a signed-in person appears only as a scrambled number.
              </Body1>
            </li>
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="privacy-retention">
          <Subtitle1 as="h2" id="privacy-retention">
            How long we keep it
          </Subtitle1>
          <ul className={styles.list}>
            <li>
              <Body1 data-testid="retention-statement">{RETENTION_SENTENCE}</Body1>
            </li>
            <li>
              <Body1 data-testid="retention-how">
                Your last activity is the last time you signed in, answered, booked a session or bought a plan. After that time, your answers and
                results, and those the Myers-Briggs and Strong provider sent, are erased automatically. Your account, your consent, plan, orders and
                sessions stay until you delete your account.
              </Body1>
            </li>
            <li>
              <Body1>E-mails we send you are deleted from our server {SETTLED_EMAIL_RETENTION_DAYS} days after they are sent.</Body1>
            </li>
            <li>
              <Body1>
                Usage statistics are deleted after {DEFAULT_ANALYTICS_RETENTION_DAYS} days, unless the practice sets a shorter or longer period.
              </Body1>
            </li>
            <li>
              <Body1 data-testid="contact-retention">Messages sent through the contact form are deleted {CONTACT_RETENTION_DAYS} days after they arrive.</Body1>
            </li>
            <li>
              <Body1>One-time links and codes are deleted once they have expired.</Body1>
            </li>
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="privacy-who">
          <Subtitle1 as="h2" id="privacy-who">
            Who sees your answers and results
          </Subtitle1>
          <ul className={styles.list}>
            <li>
              <Body1>You see your own results.</Body1>
            </li>
            <li>
              <Body1>
                The practice’s admins, its counselors, can open every client’s answers and results to prepare and hold their sessions. Each time they
                open yours, it is recorded.
              </Body1>
            </li>
            <li>
              <Body1>
                <strong>The depression screening</strong> is seen only by you and by the admins and counselors. If an answer suggests you may be at
                risk of harming yourself, the screening shows at once where to find immediate help, and when the answer reaches us, finished or
                not, the admins’ list of clients marks your account and each admin receives an e-mail with your name saying a client needs a
                check-in, so a counselor can contact you. The e-mail never contains your answers.
              </Body1>
            </li>
            <li>
              <Body1>A coach you book receives your name, e-mail address and the time of the session.</Body1>
            </li>
            <li>
              <Body1>
                Services that do a job for us get what that job needs: the card payment provider, the Myers-Briggs and Strong provider, the
                services that deliver our e-mails and text messages and, when the practice uses them, a scheduling service and an analytics service
                (which gets the usage statistics, with no name). We do not sell your data or show it to advertisers.
              </Body1>
            </li>
          </ul>
        </section>

        <section className={styles.section} aria-labelledby="privacy-choices">
          <Subtitle1 as="h2" id="privacy-choices">
            Seeing or deleting your data
          </Subtitle1>
          <Body1 as="p" data-testid="privacy-export">
            On your Profile page, <strong>Download my data</strong> gives you everything we keep about you as one file: your account, plan,
            orders, every answer with its time, your results, sessions and messages.
          </Body1>
          <Body1 as="p" data-testid="privacy-delete">
            <strong>Delete account</strong>, confirmed with your password, deletes your account at once, with your answers, results, orders,
            sessions, messages and usage statistics, from our server and from the browser you use. Sessions booked ahead are cancelled and your coach is
            told. The record of admins’ actions keeps only that a deleted account was involved, never your name or e-mail; e-mails already sent
            to a coach about your sessions are deleted {SETTLED_EMAIL_RETENTION_DAYS} days after they were sent.
          </Body1>
          <Body1 as="p">
            To correct something, or with any question about your data, write to{' '}
            {supportEmail ? (
              <Link inline href={`mailto:${supportEmail}`}>
                {supportEmail}
              </Link>
            ) : (
              <>
                us through the <ContactLink>contact form</ContactLink>
              </>
            )}
            .
          </Body1>
        </section>

        <section className={styles.section} aria-labelledby="privacy-sources">
          <Subtitle1 as="h2" id="privacy-sources">
            Sources and credits
          </Subtitle1>
          <Body1 as="p">
            The personality inventory uses items from the International Personality Item Pool (
            <Link inline href="https://ipip.ori.org/">
              ipip.ori.org
            </Link>
            ), which are in the public domain, in John A. Johnson’s IPIP-NEO arrangement with his public-domain norms. It is not the NEO PI-3.
          </Body1>
          <Body1 as="p">The career ideas that counselors look up for you use occupation data from O*NET:</Body1>
          <blockquote className={styles.quote}>
            <Body1>{O_NET_ATTRIBUTION}</Body1>
          </blockquote>
          <Body1 as="p">
            <Link inline href="https://www.onetcenter.org/database.html">
              O*NET database
            </Link>
            {' · '}
            <Link inline href="https://creativecommons.org/licenses/by/4.0/">
              CC BY 4.0 license
            </Link>
          </Body1>
        </section>
      </article>
    </Page>
  );
}
