/** CPU time of another process, read from Linux's /proc (NaN elsewhere). */
import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on every Linux build in use). */
const ticksPerSecond = 100;

/** User + system CPU milliseconds `pid` has used so far, or `NaN` when /proc cannot tell. */
export function processCpuMs(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return ((utime + stime) * 1000) / ticksPerSecond;
  } catch {
    return Number.NaN;
  }
}
