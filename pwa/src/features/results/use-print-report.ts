import { useCallback, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * Printing shows the whole report, however printing starts (the button or the browser's own
 * Print / Ctrl+P): the report is rendered synchronously on `beforeprint` and put away on
 * `afterprint`.
 */
export function usePrintReport(): { printing: boolean; print: () => void } {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  const print = useCallback(() => {
    flushSync(() => setPrinting(true));
    window.print();
  }, []);
  return { printing, print };
}
