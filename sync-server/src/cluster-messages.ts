/**
 * What the primary of WORKERS=N and its workers say to each other about connections (beside
 * prom-client's own metrics messages, which these never match).
 *
 * - `ready`: the worker has started (migrated, seeded) and takes connections.
 * - `connection` (with the socket as the message's handle): a client connected; serve it.
 * - `taken`: the worker holds the connection `id` now; the primary lets go of its copy.
 * - `draining`: the worker is shutting down; send it nothing more.
 */
export type ClusterMessage =
  | { career: 'ready' }
  | { career: 'connection'; id: number }
  | { career: 'taken'; id: number }
  | { career: 'draining' };

const KINDS = new Set(['ready', 'connection', 'taken', 'draining']);

export function isClusterMessage(message: unknown): message is ClusterMessage {
  if (typeof message !== 'object' || message === null) return false;
  const kind = (message as { career?: unknown }).career;
  if (typeof kind !== 'string' || !KINDS.has(kind)) return false;
  if (kind === 'connection' || kind === 'taken') return Number.isSafeInteger((message as { id?: unknown }).id);
  return true;
}
