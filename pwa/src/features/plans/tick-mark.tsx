/**
 * A check mark drawn inline: the plan cards are on the landing page's first load, where the icon
 * library's runtime would cost more than the mark itself.
 */
export function TickMark({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 20 20" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path d="M4 10.5l4 4 8-9" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
