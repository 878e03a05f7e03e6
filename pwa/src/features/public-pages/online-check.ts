import type { DeviceCheckResult } from './device-check-result';
import type { ServerProbe } from './server-probe';

/** The browser's own idea of the network, and whether the server answered. */
export function checkOnline(onLine: boolean, probe: ServerProbe): DeviceCheckResult {
  const id = 'online';
  const title = 'Connection';
  if (!onLine) {
    return {
      id,
      title,
      status: 'warn',
      detail: 'This device says it is offline.',
      advice: 'You can answer offline: your answers are kept here. Go online once before you start, so the app can install, and again when you finish, so your answers reach the server.',
    };
  }
  if (!probe.reachable) {
    return {
      id,
      title,
      status: 'warn',
      detail: 'The device has a connection, but the server did not answer.',
      advice: 'Your answers are kept on this device and sent when the server answers again. If this lasts, try another network: some work or public networks block sites like this one.',
    };
  }
  return { id, title, status: 'pass', detail: 'Online, and the server answered.' };
}
