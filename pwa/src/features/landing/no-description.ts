/**
 * 'No description available' (as content/missing-texts.ts says it), for the landing sections. A
 * copy: importing that module, shared with the signed-in pages, would add a chunk to the first load.
 */
export const NO_DESCRIPTION = 'No description available';
