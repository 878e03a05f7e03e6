const TIMEOUT_MS = 5000;

export interface ServerProbe {
  /** The server answered at all (any status: a 503 still proves the way there works). */
  reachable: boolean;
  /** The server's clock from its Date header, to the second. */
  serverTime?: Date;
}

/** One request to the server's health route, read for reachability and the server's clock. */
export async function probeServer(): Promise<ServerProbe> {
  try {
    const response = await fetch('/api/health', { cache: 'no-store', signal: AbortSignal.timeout(TIMEOUT_MS) });
    const date = response.headers.get('Date');
    const serverTime = date ? new Date(date) : undefined;
    return { reachable: true, ...(serverTime && !Number.isNaN(serverTime.getTime()) ? { serverTime } : {}) };
  } catch {
    return { reachable: false };
  }
}
