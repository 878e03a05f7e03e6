import { AppError } from './app-error';

type FetchHandler<E> = (request: Request, env: E) => Response | Promise<Response>;

export interface ShutdownGate {
  /** From now on new requests are refused and every answer closes its connection. */
  close(): void;
  readonly closed: boolean;
  /** The app's fetch behind the gate. */
  wrap<E>(fetch: FetchHandler<E>): FetchHandler<E>;
}

export const SHUTTING_DOWN_MESSAGE = 'The server is shutting down. Please try again in a moment.';

/** A response that tells the client to open a new connection (to another instance, or this one restarted). */
function withConnectionClose(response: Response): Response {
  try {
    response.headers.set('Connection', 'close');
    return response;
  } catch {
    // Immutable headers (e.g. Response.redirect): copy the response.
    const copy = new Response(response.body, response);
    copy.headers.set('Connection', 'close');
    return copy;
  }
}

/**
 * The graceful shutdown's front door. Once closed, a request arriving on a kept-alive connection
 * gets 503 with `Connection: close` (readiness included, so a load balancer stops sending at
 * once), and a request already in flight finishes normally but closes its connection afterwards.
 */
export function createShutdownGate(): ShutdownGate {
  let closed = false;
  return {
    close() {
      closed = true;
    },
    get closed() {
      return closed;
    },
    wrap(fetch) {
      return async (request, env) => {
        if (closed) {
          return new Response(JSON.stringify(new AppError('unavailable', SHUTTING_DOWN_MESSAGE).toBody()), {
            status: 503,
            headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', Connection: 'close', 'Retry-After': '1' },
          });
        }
        const response = await fetch(request, env);
        return closed ? withConnectionClose(response) : response;
      };
    },
  };
}
