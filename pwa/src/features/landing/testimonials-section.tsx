import type { LandingSection } from '@career/sync-server/public/contract/landing-schema';
import { Body1, Title2, Caption1, mergeClasses } from '@fluentui/react-components';
import { useSurfaceStyles } from '../../layout/surface-styles';
import { useLandingStyles } from './landing-styles';

/**
 * Clients' words, as the content gives them. The default content has none (they must be real
 * quotes, given with consent), so this shows only once a practice adds its own.
 */
export function TestimonialsSection({ section, id }: { section: Extract<LandingSection, { kind: 'testimonials' }>; id: string }) {
  const landing = useLandingStyles();
  const surface = useSurfaceStyles();
  return (
    <section className={landing.section} aria-labelledby={id}>
      <Title2 as="h2" id={id} className={landing.heading}>
        {section.title}
      </Title2>
      <ul className={landing.grid}>
        {section.items.map((item, index) => (
          <li key={index} className={mergeClasses(surface.surface, landing.card)}>
            <figure style={{ margin: 0, display: 'grid', gap: '12px' }}>
              <blockquote style={{ margin: 0 }}>
                <Body1>“{item.quote}”</Body1>
              </blockquote>
              <figcaption>
                <Caption1 className={landing.muted}>{item.attribution}</Caption1>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
