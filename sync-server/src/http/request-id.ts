/** An incoming X-Request-Id is kept only when it is a short token of letters, digits, '.', '_' and '-'. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** The caller's request id when it is safe to log and echo, else a new random one. */
export function requestIdFrom(header: string | undefined): string {
  return header !== undefined && SAFE_REQUEST_ID.test(header) ? header : crypto.randomUUID();
}
