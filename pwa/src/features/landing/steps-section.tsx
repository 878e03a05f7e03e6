import type { LandingSection } from '@career/sync-server/public/contract/landing-schema';
import { Body1, Subtitle1, Title2, mergeClasses } from '@fluentui/react-components';
import { NO_DESCRIPTION } from './no-description';
import { useSurfaceStyles } from '../../layout/surface-styles';
import { useLandingStyles } from './landing-styles';

/** 'How it works': numbered steps. */
export function StepsSection({ section, id }: { section: Extract<LandingSection, { kind: 'steps' }>; id: string }) {
  const landing = useLandingStyles();
  const surface = useSurfaceStyles();
  return (
    <section className={landing.section} aria-labelledby={id}>
      <Title2 as="h2" id={id} className={landing.heading}>
        {section.title}
      </Title2>
      <ol className={landing.grid}>
        {section.items.map((step, index) => (
          <li key={index} className={mergeClasses(surface.surface, landing.card)}>
            <span className={landing.number} aria-hidden="true">
              {index + 1}
            </span>
            <Subtitle1 as="h3">{step.title}</Subtitle1>
            {step.text?.trim() ? <Body1 className={landing.muted}>{step.text}</Body1> : <Body1 className={landing.missing}>{NO_DESCRIPTION}</Body1>}
          </li>
        ))}
      </ol>
    </section>
  );
}
