/** How long a browser may work on a proof-of-work challenge before the check counts as failed. */
export const SOLVE_TIMEOUT_MS = 60_000;
