import type { LandingSection } from '@career/sync-server/public/contract/landing-schema';
import { Body1, Title2, mergeClasses } from '@fluentui/react-components';
import { NO_DESCRIPTION } from './no-description';
import { useSurfaceStyles } from '../../layout/surface-styles';
import { useLandingStyles } from './landing-styles';

/** The FAQ accordion (native details/summary: no accordion code on the first load). */
export function FaqsSection({ section, id }: { section: Extract<LandingSection, { kind: 'faqs' }>; id: string }) {
  const landing = useLandingStyles();
  const surface = useSurfaceStyles();
  return (
    <section className={landing.section} aria-labelledby={id}>
      <Title2 as="h2" id={id} className={landing.heading}>
        {section.title}
      </Title2>
      <div className={surface.surface}>
        {section.items.map((faq, index) => (
          <details key={index} className={landing.faq}>
            <summary className={landing.question}>{faq.question}</summary>
            <Body1 as="p" className={mergeClasses(landing.answer, !faq.answer?.trim() && landing.missing)}>
              {faq.answer?.trim() ? faq.answer : NO_DESCRIPTION}
            </Body1>
          </details>
        ))}
      </div>
    </section>
  );
}
