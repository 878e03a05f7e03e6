/** Whole US dollars with thousands commas: 48000 -> '$48,000' (rounded to the dollar). */
export function formatDollars(amount: number): string {
  const whole = String(Math.round(Math.abs(amount)));
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amount < 0 ? '-' : ''}$${grouped}`;
}
