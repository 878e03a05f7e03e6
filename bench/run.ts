/**
 * `npm run bench`: starts the real server (own process, temporary SQLite database) and measures the
 * API over loopback from this process. Figures are for comparing changes on one machine, not assertions.
 */
import { spawn } from 'node:child_process';
import readline from 'node:readline';
import { runLoad } from './http-load';

const child = spawn(process.execPath, ['--import', 'tsx', 'bench/serve.ts'], { stdio: ['ignore', 'pipe', 'inherit'] });
const firstLine = await new Promise<string>((resolve, reject) => {
  readline.createInterface({ input: child.stdout }).once('line', resolve);
  child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
});
const server = { url: (JSON.parse(firstLine) as { url: string }).url };

try {
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'premium@demo.example', password: 'Career-Demo-2026' }),
  });
  const cookie = login.headers.get('Set-Cookie')?.split(';')[0] ?? '';
  const results = [
    await runLoad({ name: 'GET /api/health', connections: 50, seconds: 5, request: () => fetch(`${server.url}/api/health`) }),
    await runLoad({ name: 'GET /api/plans', connections: 50, seconds: 5, request: () => fetch(`${server.url}/api/plans`) }),
    await runLoad({
      name: 'GET /api/users/current (session: JWT verify + user and plan reads)',
      connections: 50,
      seconds: 5,
      request: () => fetch(`${server.url}/api/users/current`, { headers: { Cookie: cookie } }),
    }),
    await runLoad({
      name: 'POST /api/auth/login (scrypt N=2^16, deliberately slow)',
      connections: 2,
      seconds: 5,
      request: () =>
        fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'essential@demo.example', password: 'Career-Demo-2026' }),
        }),
    }),
  ];
  console.table(results);
} finally {
  child.kill('SIGTERM');
}
