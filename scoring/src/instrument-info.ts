import type { AssessmentId } from './assessment-ids';

/** Where an instrument's content comes from and under which terms we ship it. */
export interface Provenance {
  source: string;
  licence: string;
  /** Figures or texts that are not from a public source and are to be replaced when available. */
  provisional?: string[];
  notes?: string;
}

/** What every instrument definition says about itself (shown on its assessment page). */
export interface InstrumentInfo {
  id: AssessmentId;
  /** Version of the content (items, keys, bands); changes when the definition changes. */
  instrumentVersion: string;
  name: string;
  totalQuestions: number;
  /** Human-readable time estimate, e.g. '45-60 minutes'. */
  timeToComplete: string;
  whatIsIt: string;
  whyIsItUsed: string;
  instructions: string;
  provenance: Provenance;
}
