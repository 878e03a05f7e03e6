import { Body1, Caption1, Subtitle1, Title2, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Loading } from '../../app/loading';
import { useSurfaceStyles } from '../layout/surface-styles';
import { PlanCard } from '../plans/plan-card';
import { upgradePrice } from '../plans/plan-pricing';
import { usePlans } from '../plans/plans-query';
import { useChoosePlan } from '../plans/use-choose-plan';
import { Hero } from './hero';
import { FAQS, HOW_IT_WORKS, TESTIMONIALS } from './landing-content';

const useStyles = makeStyles({
  section: { maxWidth: '1100px', margin: '0 auto', padding: '48px 16px', display: 'grid', gap: '24px' },
  heading: { textAlign: 'center' },
  grid: { display: 'grid', gap: '16px', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))' },
  step: { padding: '20px', display: 'grid', gap: '8px', alignContent: 'start' },
  number: {
    width: '32px',
    height: '32px',
    borderRadius: '50%',
    display: 'grid',
    placeItems: 'center',
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontWeight: tokens.fontWeightSemibold,
  },
  quote: { padding: '20px', display: 'grid', gap: '12px', alignContent: 'space-between' },
  muted: { color: tokens.colorNeutralForeground2 },
  faqs: { display: 'grid' },
  faq: { borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, ':last-child': { borderBottomStyle: 'none' } },
  question: {
    cursor: 'pointer',
    padding: '14px 16px',
    fontSize: tokens.fontSizeBase400,
    fontWeight: tokens.fontWeightSemibold,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  answer: { margin: 0, padding: '0 16px 16px', color: tokens.colorNeutralForeground2 },
  footer: { textAlign: 'center', padding: '32px 16px', color: tokens.colorNeutralForeground3, borderTop: `1px solid ${tokens.colorNeutralStroke2}` },
});

/** The landing page: hero, how it works, testimonials, plan cards and FAQs. */
export function LandingPage() {
  const styles = useStyles();
  const surface = useSurfaceStyles();
  const { data: plans, isPending } = usePlans();
  const { choose, busyPlan, current } = useChoosePlan(plans ?? []);
  return (
    <>
      <Hero />
      <section className={styles.section} aria-labelledby="how-title">
        <Title2 as="h2" id="how-title" className={styles.heading}>
          How it works
        </Title2>
        <ol className={styles.grid} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {HOW_IT_WORKS.map((step, index) => (
            <li key={step.title}>
              <div className={mergeClasses(surface.surface, styles.step)}>
                <span className={styles.number} aria-hidden="true">
                  {index + 1}
                </span>
                <Subtitle1 as="h3">{step.title}</Subtitle1>
                <Body1 className={styles.muted}>{step.text}</Body1>
              </div>
            </li>
          ))}
        </ol>
      </section>
      <section className={styles.section} aria-labelledby="stories-title">
        <Title2 as="h2" id="stories-title" className={styles.heading}>
          What clients say
        </Title2>
        <div className={styles.grid}>
          {TESTIMONIALS.map((item) => (
            <div key={item.who} className={mergeClasses(surface.surface, styles.quote)}>
              <figure style={{ margin: 0, display: 'grid', gap: '12px' }}>
                <blockquote style={{ margin: 0 }}>
                  <Body1>“{item.quote}”</Body1>
                </blockquote>
                <figcaption>
                  <Caption1 className={styles.muted}>{item.who}</Caption1>
                </figcaption>
              </figure>
            </div>
          ))}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="plans-title">
        <Title2 as="h2" id="plans-title" className={styles.heading}>
          Plans
        </Title2>
        {isPending ? <Loading label="Loading plans..." /> : null}
        <div className={styles.grid}>
          {(plans ?? []).map((plan) => (
            <PlanCard key={plan._id} plan={plan} price={upgradePrice(plan, current)} actionLabel="Get Started" busy={busyPlan === plan._id} onChoose={() => void choose(plan)} />
          ))}
        </div>
      </section>
      <section className={styles.section} aria-labelledby="faq-title">
        <Title2 as="h2" id="faq-title" className={styles.heading}>
          Frequently asked questions
        </Title2>
        <div className={mergeClasses(surface.surface, styles.faqs)}>
          {FAQS.map((faq) => (
            <details key={faq.question} className={styles.faq}>
              <summary className={styles.question}>{faq.question}</summary>
              <Body1 as="p" className={styles.answer}>
                {faq.answer}
              </Body1>
            </details>
          ))}
        </div>
      </section>
      <footer className={styles.footer}>
        <Caption1>Integrative Career Assessment · support@career-assessment.example</Caption1>
      </footer>
    </>
  );
}
