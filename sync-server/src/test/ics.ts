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
