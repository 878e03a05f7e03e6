/** The session cookie (`name=value`) a sign-in answered with; the known-device cookie beside it is left out. */
export function sessionCookieOf(response: Response): string {
  return response.headers.getSetCookie().find((line) => /^(__Secure-)?session=/.test(line))?.split(';')[0] ?? '';
}

/** The known-device cookie (`name=value`) a sign-in answered with, or '' when none. */
export function deviceCookieOf(response: Response): string {
  return response.headers.getSetCookie().find((line) => /^(__Secure-)?device=/.test(line))?.split(';')[0] ?? '';
}
