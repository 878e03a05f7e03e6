import { AppLink } from './app-link';
import { Notice } from './notice';

/** Where an admin lands on a client-only screen or offer: what it is for, and the way to the clients. */
export function AdminNotice({ children }: { children: string }) {
  return (
    <Notice intent="info" actions={<AppLink to="/admin">Open the user table</AppLink>}>
      {children}
    </Notice>
  );
}
