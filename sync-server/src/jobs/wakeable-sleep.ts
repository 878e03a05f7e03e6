/**
 * A sleep that `wake()` ends early; a wake while nobody sleeps makes the next sleep return at once
 * (so work sent during a job is not missed). The timer never keeps the process alive.
 */
export function createWakeableSleep() {
  let wakeSleeper: (() => void) | undefined;
  let pending = false;
  return {
    sleep(ms: number): Promise<void> {
      if (pending) {
        pending = false;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          wakeSleeper = undefined;
          resolve();
        };
        const timer = setTimeout(done, ms);
        timer.unref();
        wakeSleeper = done;
      });
    },
    wake() {
      if (wakeSleeper) wakeSleeper();
      else pending = true;
    },
  };
}
