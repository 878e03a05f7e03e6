import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

/**
 * Hono's bodyLimit, without its cost for the requests it can judge by their headers. It reads
 * `c.req.raw.body`, which makes @hono/node-server build a whole fetch Request (headers, abort
 * signal, body stream) for every request, and the body is then read through that stream rather
 * than straight from the socket: a tenth of an answer batch's CPU. Here a GET or HEAD carries no
 * body, and a Content-Length without Transfer-Encoding is compared as bodyLimit compares it; any
 * other request (a chunked body) goes through bodyLimit itself.
 */
export function bodySizeLimit(options: { maxSize: number; onError: (c: Context) => Response | Promise<Response> }): MiddlewareHandler {
  const counting = bodyLimit(options);
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const length = c.req.header('Content-Length');
    if (length !== undefined && c.req.header('Transfer-Encoding') === undefined) {
      return parseInt(length || '0', 10) > options.maxSize ? options.onError(c) : next();
    }
    return counting(c, next);
  };
}
