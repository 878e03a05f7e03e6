/** Where the main app mounts the embedded provider simulator (demo mode only). */
export const ELEVATE_SIM_PATH = '/elevate-sim';

/** The hub that lists the simulated tests (the `resourceUrl` of every login token). */
export const SIM_TESTS_PATH = `${ELEVATE_SIM_PATH}/tests`;

/** The simulator's browser session cookie (HttpOnly, SameSite=Lax, Path=/elevate-sim). */
export const SIM_SESSION_COOKIE = 'elevate_sim_session';

/** Login tokens live 5 minutes (as the contract says); browser sessions 2 hours. */
export const SIM_TOKEN_SECONDS = 300;
export const SIM_SESSION_SECONDS = 2 * 60 * 60;

/** A resource path the login form may send the browser to: only the simulator's own pages. */
export function safeSimResource(value: unknown): string {
  return typeof value === 'string' && /^\/elevate-sim\/[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(value) ? value : SIM_TESTS_PATH;
}
