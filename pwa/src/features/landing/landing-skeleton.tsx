import { mergeClasses } from '@fluentui/react-components';
import { useSurfaceStyles } from '../../layout/surface-styles';
import { useLandingStyles } from './landing-styles';

/**
 * While the landing texts load: the places of the default content's three sections (steps, plans,
 * FAQs), each a heading bar and a box in the same section frame, so the hero and the footer below
 * the fold stay where they are and the sections fill in without moving what is on screen.
 */
export function LandingSkeleton() {
  const landing = useLandingStyles();
  const surface = useSurfaceStyles();
  return (
    <div role="status" aria-label="Loading...">
      {[landing.card, landing.tall, landing.box].map((height, index) => (
        <div key={index} className={landing.section} aria-hidden="true">
          <div className={landing.bar} />
          <div className={mergeClasses(surface.surface, height)} />
        </div>
      ))}
    </div>
  );
}
