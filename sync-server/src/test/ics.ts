/** An .ics read as a mail program does: folded lines joined, one content line per entry. */
export function icsLines(ics: string): string[] {
  return ics.replace(/\r\n[ \t]/g, '').split('\r\n').filter(Boolean);
}

/** The value of an .ics property (the first one of that name), after its parameters. */
export function icsValue(ics: string, name: string): string | undefined {
  const line = icsLines(ics).find((candidate) => candidate.startsWith(`${name}:`) || candidate.startsWith(`${name};`));
  if (!line) return undefined;
  // Parameters may hold ':' inside double quotes; the value starts after the first ':' outside them.
  let quoted = false;
  for (let index = name.length; index < line.length; index += 1) {
    if (line[index] === '"') quoted = !quoted;
    else if (line[index] === ':' && !quoted) return line.slice(index + 1);
  }
  return undefined;
}

/** An .ics TEXT value as a calendar program shows it: RFC 5545's escapes (\, \; \n \\) undone. */
export function icsText(value: string | undefined): string {
  return (value ?? '').replace(/\\([\\;,nN])/g, (_match, escaped: string) => (escaped === 'n' || escaped === 'N' ? '\n' : escaped));
}
