import { useLandingContent } from '../../content/use-landing-content';
import { usePlans } from '../plans/plans-query';
import { Hero } from './hero';
import { LandingLoadError } from './landing-load-error';
import { LandingSections } from './landing-sections';
import { LandingSkeleton } from './landing-skeleton';

/**
 * The landing page: the hero, then the landing module of the content service (how it works,
 * testimonials when the content has real ones, plan cards and FAQs), cached for offline use by
 * the service worker. The footer is the public pages' own, see root-layout.tsx.
 */
export function LandingPage() {
  const { data, isPending, refetch } = useLandingContent();
  // The plan cards' prices load beside the texts rather than after them.
  usePlans();
  return (
    <>
      <Hero />
      {data ? <LandingSections content={data} /> : isPending ? <LandingSkeleton /> : <LandingLoadError onRetry={() => void refetch()} />}
    </>
  );
}
