import type { SchedulingConfig } from '../../../../env';
import type { CalendlyOptions } from './calendly-scheduling-provider';
import { createCalendlySchedulingProvider } from './calendly-scheduling-provider';
import type { SchedulingProvider } from './scheduling-provider';

/**
 * The scheduling provider: Calendly's API when CALENDLY_API_TOKEN is set; null otherwise, and the
 * built-in scheduler (coach availability and bookings in the database) is the only way to book.
 */
export function createSchedulingProvider(config: SchedulingConfig, options: CalendlyOptions = {}): SchedulingProvider | null {
  return config.kind === 'calendly' ? createCalendlySchedulingProvider(config, options) : null;
}
