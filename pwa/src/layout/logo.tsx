/** The product mark: a compass needle in a circle. */
export function Logo({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <circle cx="16" cy="16" r="15" fill="#0f6cbd" />
      <circle cx="16" cy="16" r="11" fill="none" stroke="#fff" strokeWidth="2" />
      <path d="M16 6 L19.5 16 L16 26 L12.5 16 Z" fill="#fff" />
      <circle cx="16" cy="16" r="2" fill="#0f6cbd" />
    </svg>
  );
}
