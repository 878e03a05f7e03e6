import type { CareerBand } from '@career/sync-server/records/contract/career-idea-dto';
import { CAREER_BAND_LABELS } from '@career/sync-server/records/contract/career-idea-dto';
import { Badge } from '@fluentui/react-components';
import type { BadgeProps } from '@fluentui/react-components';

const LOOKS: Record<CareerBand, Pick<BadgeProps, 'appearance' | 'color'>> = {
  strong: { appearance: 'filled', color: 'brand' },
  good: { appearance: 'tint', color: 'brand' },
  some: { appearance: 'tint', color: 'informative' },
  weak: { appearance: 'outline', color: 'informative' },
};

/**
 * 'Strong match': the band of an idea at a glance. `decorative` when a sentence beside it says
 * the band too ('Strong match, 3rd of 923'): a screen reader then hears it once.
 */
export function FitBandBadge({ band, decorative = false }: { band: CareerBand; decorative?: boolean }) {
  return (
    <Badge {...LOOKS[band]} aria-hidden={decorative || undefined}>
      {CAREER_BAND_LABELS[band]}
    </Badge>
  );
}
