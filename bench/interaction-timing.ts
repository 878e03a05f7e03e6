/**
 * Interaction to next paint in the bench's page, from the Event Timing API: a PerformanceObserver
 * of type 'event' (durationThreshold 16, buffered) installed before the app loads keeps, per
 * interactionId, the longest event duration and whether it was a click or a key press.
 */
import type { BrowserContext, Page } from '@playwright/test';

export type InteractionKind = 'click' | 'key';

export interface Interaction {
  kind: InteractionKind;
  /** When the interaction's first event happened (the page's performance.now()). */
  startTime: number;
  /** The longest duration among its events, ms (Event Timing rounds to 8 ms). */
  duration: number;
}

interface InteractionWindow {
  __benchInteractions?: Map<number, Interaction>;
}

/** Starts recording in every page of the context (call before the first navigation). */
export async function recordInteractions(context: BrowserContext): Promise<void> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  await context.addInitScript(() => {
    const seen = new Map<number, Interaction>();
    (window as InteractionWindow).__benchInteractions = seen;
    new PerformanceObserver((list) => {
      // interactionId is newer than this TypeScript's DOM types.
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        const { name, interactionId } = entry;
        const kind: InteractionKind | undefined = name.startsWith('key') ? 'key' : name === 'click' || name.startsWith('pointer') ? 'click' : undefined;
        if (!interactionId || !kind) continue;
        const known = seen.get(interactionId);
        if (!known) seen.set(interactionId, { kind, startTime: entry.startTime, duration: entry.duration });
        else known.duration = Math.max(known.duration, entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
}

/** The interactions of the given kind that started within [from, to) (performance.now() of the page). */
export async function interactionsBetween(page: Page, kind: InteractionKind, from: number, to: number): Promise<Interaction[]> {
  const all = await page.evaluate(() => [...((window as InteractionWindow).__benchInteractions?.values() ?? [])]);
  return all.filter((interaction) => interaction.kind === kind && interaction.startTime >= from && interaction.startTime < to);
}

/**
 * The p75 over every interaction made (`made`): Event Timing reports only those of 16 ms or more,
 * so the others count as 16 ms (an upper bound for them).
 */
export function interactionP75(observed: Interaction[], made: number): number {
  const durations = observed.map((interaction) => interaction.duration);
  while (durations.length < made) durations.push(16);
  durations.sort((a, b) => a - b);
  return durations[Math.min(durations.length - 1, Math.floor(durations.length * 0.75))] ?? Number.NaN;
}

/** performance.now() in the page, to mark the start and end of a phase. */
export function pageNow(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}
