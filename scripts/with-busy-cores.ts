/**
 * Runs a command beside CPU-bound processes, as the busy-machine rule asks of every test touched
 * (docs/testing.md): `npm run busy -- npx vitest run --project pwa src/...` (two by default;
 * BUSY_PROCESSES=3 for three). The busy processes always end with the command, and end by
 * themselves if this script is killed: each checks, between slices of work, that its parent is
 * still there. Started by hand (`node -e 'for(;;){}' &` after `cd dir &&`, which backgrounds a
 * subshell whose pid is not the node's) they outlived the session here and slowed every later
 * test and bench run, CI included.
 */
import { spawn, type ChildProcess } from 'node:child_process';

// A slice of about 10-50 ms of work, then a look at the parent: orphaned, the process ends.
const BUSY_LOOP = `const parent = process.ppid; for (;;) { for (let i = 0; i < 2e7; i++); if (process.ppid !== parent) process.exit(0); }`;

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: npm run busy -- <command> [args...]   (BUSY_PROCESSES=2 by default)');
  process.exit(2);
}
const count = Number(process.env.BUSY_PROCESSES ?? 2);
if (!Number.isInteger(count) || count < 0 || count > 16) {
  console.error('BUSY_PROCESSES must be a whole number from 0 to 16');
  process.exit(2);
}

const busy: ChildProcess[] = Array.from({ length: count }, () => spawn(process.execPath, ['-e', BUSY_LOOP], { stdio: 'ignore' }));
const stopBusy = () => {
  for (const child of busy) if (child.exitCode === null) child.kill('SIGKILL');
};
process.on('exit', stopBusy);
console.error(`with ${count} CPU-bound process(es) beside it: ${[command, ...args].join(' ')}`);

const run = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    run.kill(signal);
    stopBusy();
    process.exit(signal === 'SIGINT' ? 130 : 143);
  });
}
run.on('error', (error) => {
  console.error(error.message);
  process.exit(1);
});
run.on('close', (code, signal) => {
  stopBusy();
  process.exit(code ?? (signal ? 1 : 0));
});
