/** What /proc says of a process: the CPU the benchmarks count against a server. */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100)

/** Process `pid`'s parent and the CPU milliseconds it has spent so far, all its threads. */
export function processStat(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // After the command's closing parenthesis: state, ppid, … utime (14th field), stime (15th).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return { parent: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS }
}
