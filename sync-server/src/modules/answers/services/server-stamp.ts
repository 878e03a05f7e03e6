let last = 0;

/**
 * A stamp from the server's clock (ms since the epoch) for answers sent without one (the
 * whole-answers form); strictly increasing within the process, so two saves in the same
 * millisecond still order (an equal stamp would keep the stored answer).
 */
export function serverStamp(now: number = Date.now()): number {
  last = Math.max(now, last + 1);
  return last;
}
