/** The pages about the service itself, public and linked from the footer: their paths. */
export const SERVICE_PAGE_PATHS = ['test', 'fonts', 'type', 'privacy', 'terms'] as const;
export type ServicePagePath = (typeof SERVICE_PAGE_PATHS)[number];
