/**
 * CPU time spent by processes, read from Linux's /proc (user + system time): a server's process
 * tree, or every PostgreSQL process. The bench reads it before and after a measured load to give
 * the CPU time per request, which, unlike a share of a baseline's rate, means the same on any disk.
 * Elsewhere than Linux it reads undefined.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

interface ProcStat {
  pid: number;
  ppid: number;
  name: string;
  /** utime + stime, in clock ticks. */
  ticks: number;
}

let ticksPerSecond: number | undefined;

function ticksPerMs(): number {
  ticksPerSecond ??= Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  return ticksPerSecond / 1000;
}

function readStats(): ProcStat[] {
  const stats: ProcStat[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let text: string;
    try {
      text = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // exited meanwhile
    }
    // pid (name) state ppid ... utime (14th) stime (15th): the name may hold spaces and parentheses.
    const close = text.lastIndexOf(')');
    const fields = text.slice(close + 2).split(' ');
    stats.push({ pid: Number(entry), ppid: Number(fields[1]), name: text.slice(text.indexOf('(') + 1, close), ticks: Number(fields[11]) + Number(fields[12]) });
  }
  return stats;
}

/** CPU ticks by process id, of the processes `select` keeps. */
export type CpuSnapshot = Map<number, number>;

function snapshot(select: (stats: ProcStat[]) => ProcStat[]): CpuSnapshot | undefined {
  if (!fs.existsSync('/proc/self/stat')) return undefined;
  return new Map(select(readStats()).map((stat) => [stat.pid, stat.ticks]));
}

/** The CPU milliseconds from `before` to `after`: per process, so that processes exiting meanwhile (a pool's idle connections) take nothing off. */
export function cpuMsBetween(before: CpuSnapshot | undefined, after: CpuSnapshot | undefined): number | undefined {
  if (!before || !after) return undefined;
  let ticks = 0;
  for (const [pid, now] of after) ticks += now - (before.get(pid) ?? 0);
  return ticks / ticksPerMs();
}

/** `rootPid` and every process under it, or undefined off Linux. */
export function treeCpu(rootPid: number): CpuSnapshot | undefined {
  return snapshot((stats) => {
    const parents = new Map(stats.map((stat) => [stat.pid, stat.ppid]));
    const inTree = (pid: number | undefined): boolean => pid !== undefined && pid > 1 && (pid === rootPid || inTree(parents.get(pid)));
    return stats.filter((stat) => inTree(stat.pid));
  });
}

/** Every PostgreSQL process on this machine, or undefined off Linux. */
export function postgresCpu(): CpuSnapshot | undefined {
  return snapshot((stats) => stats.filter((stat) => stat.name.startsWith('postgres')));
}
