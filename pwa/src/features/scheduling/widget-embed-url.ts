/**
 * The widget page's address with Calendly's inline-embed query: the embedding page's host, the
 * embed type, and the client's name and e-mail filled in (the booking must be made with the
 * account's e-mail: the server checks it).
 */
export function widgetEmbedUrl(url: string, embedDomain: string, prefill?: { name: string; email: string }): string {
  const embed = new URL(url);
  embed.searchParams.set('embed_domain', embedDomain);
  embed.searchParams.set('embed_type', 'Inline');
  if (prefill?.name) embed.searchParams.set('name', prefill.name);
  if (prefill?.email) embed.searchParams.set('email', prefill.email);
  return embed.toString();
}
