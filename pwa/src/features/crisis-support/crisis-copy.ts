import { depressionDefinition } from '@career/scoring/depression/depression-definition';
import type { ResultTextsDto } from '@career/sync-server/public/contract/result-texts-schema';

/** Which crisis card: 'plans' (the self-harm group's statement about making plans) is the stronger one. */
export type CrisisLevel = 'plans' | 'thoughts';

/** The content service's crisis texts (GET /api/content/results, depression.crisis). */
export type CrisisTexts = NonNullable<NonNullable<ResultTextsDto['depression']>['crisis']>;

/** One crisis line as shown: a tel:, sms: or https: link when there is one. */
export interface CrisisLine {
  name: string;
  contact: string;
  href?: string;
  description?: string;
}

export interface CrisisCopy {
  level: CrisisLevel;
  title: string;
  body: string;
  resources: readonly CrisisLine[];
}

function filled(text: string | undefined): string | undefined {
  return text?.trim() ? text : undefined;
}

/**
 * The words of a crisis card: the content's texts where it has them (the `thoughts` card from
 * `title` and `body`, the `plans` card from `urgent`, the lines from `resources`), each missing
 * one from the copy built into the app (`safetyCards`, `crisisResources` of the depression
 * definition), so a reader offline with no content cached still gets a whole card.
 */
export function crisisCopyOf(level: CrisisLevel, texts: CrisisTexts | undefined, definition = depressionDefinition): CrisisCopy {
  const builtIn = definition.safetyCards[level];
  const own = level === 'plans' ? texts?.urgent : texts;
  const resources = texts?.resources?.filter((line) => line.name.trim() && line.contact.trim()) ?? [];
  return {
    level,
    title: filled(own?.title) ?? builtIn.title,
    body: filled(own?.body) ?? builtIn.body,
    resources: resources.length > 0 ? resources : definition.crisisResources,
  };
}

/** The card a finished result shows: the stronger one for 'plans', the usual one for any other raised flag (results stored before safetyLevel existed lack it). */
export function resultCrisisLevel(result: { safetyFlag: boolean; safetyLevel?: string | null }): CrisisLevel | null {
  if (result.safetyLevel === 'plans') return 'plans';
  return result.safetyFlag || result.safetyLevel === 'thoughts' ? 'thoughts' : null;
}
