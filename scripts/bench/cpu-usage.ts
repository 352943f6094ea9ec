import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ, 100 on Linux). */
const TICKS = 100;

export interface CpuSample {
  at: number;
  /** The machine's busy and total time over all cores, in ticks (/proc/stat's first line). */
  machineBusy: number;
  machineTotal: number;
  /** User + system time of the given processes, in ticks. */
  processes: number;
}

/** Where the CPU went between two samples. */
export interface CpuUse {
  /** Share of the machine's cores busy with anything (neighbours included), 0 to 1. */
  machineBusy: number;
  /** Cores the given processes used, on average (1 = one core all the time). */
  processCores: number;
}

function processTicks(pid: number): number {
  try {
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

/** The machine's and some processes' CPU time now (Linux /proc; zeros elsewhere). */
export function sampleCpu(pids: readonly number[]): CpuSample {
  let machineBusy = 0;
  let machineTotal = 0;
  try {
    const [, ...times] = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/);
    const ticks = times.map(Number);
    machineTotal = ticks.slice(0, 8).reduce((sum, t) => sum + t, 0);
    machineBusy = machineTotal - (ticks[3] ?? 0) - (ticks[4] ?? 0);
  } catch {
    // Not Linux: the figures stay at zero and the report shows them as such.
  }
  return {
    at: performance.now(),
    machineBusy,
    machineTotal,
    processes: pids.reduce((sum, pid) => sum + processTicks(pid), 0),
  };
}

export function cpuBetween(before: CpuSample, after: CpuSample): CpuUse {
  const seconds = (after.at - before.at) / 1000;
  const total = after.machineTotal - before.machineTotal;
  return {
    machineBusy: total > 0 ? (after.machineBusy - before.machineBusy) / total : 0,
    processCores: seconds > 0 ? (after.processes - before.processes) / TICKS / seconds : 0,
  };
}
