/**
 * Runs `go` once a closed modal dialog has given the page back to assistive technology (Fluent's
 * tabster removes the aria-hidden it set on #root a moment after the dialog closes), or after 2
 * seconds at most (a busy machine runs the closing transition slowly). Navigating while a dialog
 * is open would leave the next page hidden from screen readers (and from role queries); the root
 * layout's usePageHandback is the safety net. Returns a function that cancels.
 */
export function whenPageIsBack(go: () => void): () => void {
  const giveUpAt = performance.now() + 2000;
  let handle = 0;
  const check = () => {
    if (document.getElementById('root')?.getAttribute('aria-hidden') === 'true' && performance.now() < giveUpAt) {
      handle = requestAnimationFrame(check);
      return;
    }
    go();
  };
  handle = requestAnimationFrame(check);
  return () => cancelAnimationFrame(handle);
}
