/** The product's first-load budget: gzipped JavaScript of a signed-out page. */
export const FIRST_LOAD_BUDGET_KIB = 160;

/** The signed-out pages held to it, each with its heading (the page is shown before the network goes quiet). */
export const FIRST_LOAD_PAGES: Readonly<Record<string, string>> = { '/': 'Find Your Path', '/login': 'Log In' };
