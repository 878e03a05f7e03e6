import type { LandingDto } from '@career/sync-server/public/contract/landing-schema';
import { FaqsSection } from './faqs-section';
import { PlansSection } from './plans-section';
import { StepsSection } from './steps-section';
import { TestimonialsSection } from './testimonials-section';

/** The landing module's sections in the content's order; a section without items is left out. */
export function LandingSections({ content }: { content: LandingDto }) {
  return (
    <>
      {content.sections.map((section, index) => {
        const id = `landing-section-${index}`;
        switch (section.kind) {
          case 'plans':
            return <PlansSection key={id} id={id} section={section} planFeatures={content.planFeatures} />;
          case 'steps':
            return section.items.length ? <StepsSection key={id} id={id} section={section} /> : null;
          case 'testimonials':
            return section.items.length ? <TestimonialsSection key={id} id={id} section={section} /> : null;
          case 'faqs':
            return section.items.length ? <FaqsSection key={id} id={id} section={section} /> : null;
        }
      })}
    </>
  );
}
