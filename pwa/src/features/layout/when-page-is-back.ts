/**
 * Runs `go` once a closed modal dialog has given the page back to assistive technology (Fluent's
 * tabster removes the aria-hidden it set on #root a moment after the dialog closes), or after about
 * half a second. Navigating while a dialog is open would leave the next page hidden from screen
 * readers (and from role queries). Returns a function that cancels.
 */
export function whenPageIsBack(go: () => void): () => void {
  let frames = 0;
  let handle = 0;
  const check = () => {
    if (document.getElementById('root')?.getAttribute('aria-hidden') === 'true' && frames++ < 30) {
      handle = requestAnimationFrame(check);
      return;
    }
    go();
  };
  handle = requestAnimationFrame(check);
  return () => cancelAnimationFrame(handle);
}
