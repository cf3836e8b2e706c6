import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

/** Clock ticks per second of the CPU times in /proc (almost always 100). */
const TICKS_PER_SECOND = (() => {
  const answer = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  const ticks = Number(answer.stdout?.trim());
  return Number.isFinite(ticks) && ticks > 0 ? ticks : 100;
})();

interface ProcStat {
  parentPid: number;
  /** User plus system CPU time, in seconds. */
  cpuSeconds: number;
  /** The same for its children that have exited (and been waited for). */
  exitedChildrenCpuSeconds: number;
}

function readStat(pid: number): ProcStat | undefined {
  let text: string;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name (field 2) may hold spaces; fields after it are separated by single spaces.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return {
    parentPid: Number(fields[1]),
    cpuSeconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND,
    exitedChildrenCpuSeconds: (Number(fields[13]) + Number(fields[14])) / TICKS_PER_SECOND,
  };
}

/** CPU seconds (user + system) a process has used so far; 0 once it is gone. */
export function cpuSecondsOf(pid: number): number {
  return readStat(pid)?.cpuSeconds ?? 0;
}

/** Resident memory of a process in MiB; 0 once it is gone. */
export function rssMibOf(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** The highest resident memory a process has had so far (VmHWM), in MiB; 0 once it is gone. */
export function peakRssMibOf(pid: number): number {
  try {
    const match = /^VmHWM:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

function numericEntries(): number[] {
  return readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number);
}

function commandLineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** The postmaster of the PostgreSQL cluster listening on `port`, found by the port on its command line. */
export function postmasterOf(port: number): number | undefined {
  return numericEntries().find((pid) => {
    const command = commandLineOf(pid);
    return /(^|\/)postgres /.test(command) && command.includes(`-p ${port} `);
  });
}

/**
 * CPU seconds used so far by a process tree of one level, such as a postmaster and its backends:
 * the parent, its live children, and the children that have exited (a closed connection's backend).
 */
export function familyCpuSeconds(parentPid: number): number {
  const parent = readStat(parentPid);
  if (!parent) return 0;
  const children = numericEntries()
    .map((pid) => readStat(pid))
    .filter((stat) => stat?.parentPid === parentPid);
  return parent.cpuSeconds + parent.exitedChildrenCpuSeconds + children.reduce((sum, stat) => sum + (stat?.cpuSeconds ?? 0), 0);
}

/** Busy CPU seconds of the whole machine so far, all cores together (from /proc/stat). */
export function machineBusySeconds(): number {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number) as number[];
  return ((user ?? 0) + (nice ?? 0) + (system ?? 0) + (irq ?? 0) + (softirq ?? 0) + (steal ?? 0)) / TICKS_PER_SECOND;
}

/** The 1-minute load average. */
export function loadAverage(): number {
  return loadavg()[0]!;
}
