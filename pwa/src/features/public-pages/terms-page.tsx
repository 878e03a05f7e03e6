import { Body1, Subtitle1, Title1 } from '@fluentui/react-components';
import { usePractice } from '../../content/use-practice';
import { AppLink } from '../../layout/app-link';
import { Notice } from '../../layout/notice';
import { Page } from '../../layout/page';
import { ContactLink } from './contact-link';
import { useInfoPageStyles } from './info-page-styles';

export const TERMS_TEMPLATE_NOTICE =
  'Template: these terms are a starting point written with the app, not legal advice. The practice must review and adapt them before relying on them.';

/** /terms: short, plain terms of use, labelled as a template for the practice to review. */
export function TermsPage() {
  const styles = useInfoPageStyles();
  const { practiceName } = usePractice();
  return (
    <Page>
      <article className={styles.article} aria-labelledby="terms-title">
        <header className={styles.header}>
          <Title1 as="h1" id="terms-title">
            Terms of use
          </Title1>
          <Notice intent="warning" title="Template">
            {TERMS_TEMPLATE_NOTICE}
          </Notice>
        </header>

        <section className={styles.section} aria-labelledby="terms-service">
          <Subtitle1 as="h2" id="terms-service">
            The service
          </Subtitle1>
          <Body1 as="p">
            {practiceName} offers career assessments, their results and, on paid plans, sessions with a career coach. You must be 18 or older to use
            it.
          </Body1>
          <Body1 as="p">
            The assessments support career planning. They are not a medical or psychological diagnosis and do not replace care from a health
            professional.
          </Body1>
        </section>

        <section className={styles.section} aria-labelledby="terms-account">
          <Subtitle1 as="h2" id="terms-account">
            Your account
          </Subtitle1>
          <Body1 as="p">
            Keep your password to yourself and answer for yourself: the results are only useful if the answers are yours. Tell us if you think
            someone else has used your account.
          </Body1>
        </section>

        <section className={styles.section} aria-labelledby="terms-plans">
          <Subtitle1 as="h2" id="terms-plans">
            Plans, payments and sessions
          </Subtitle1>
          <Body1 as="p">
            The price of a plan, and any processing fee, is shown before you pay. A plan gives access to its assessments and sessions as described on
            the plans page.
          </Body1>
          <Body1 as="p">You can move or cancel a session up to 24 hours before it starts.</Body1>
          <Body1 as="p">Refunds: the practice states its own refund policy here.</Body1>
        </section>

        <section className={styles.section} aria-labelledby="terms-data">
          <Subtitle1 as="h2" id="terms-data">
            Your data
          </Subtitle1>
          <Body1 as="p">
            What we keep, for how long and who sees it is in the <AppLink to="/privacy">privacy notice</AppLink>.
          </Body1>
        </section>

        <section className={styles.section} aria-labelledby="terms-changes">
          <Subtitle1 as="h2" id="terms-changes">
            Availability and changes
          </Subtitle1>
          <Body1 as="p">
            The app works offline once installed, but your answers reach us only when you are online. We may change the service and these terms; we
            will tell you of changes that matter before they apply.
          </Body1>
          <Body1 as="p">
            Questions about these terms: <ContactLink>contact us</ContactLink>.
          </Body1>
        </section>
      </article>
    </Page>
  );
}
