/** What /proc says of a process: the CPU and memory the benchmarks count against a server. */
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim() || 100)
const PAGE_BYTES = Number(execFileSync('getconf', ['PAGESIZE']).toString().trim() || 4096)

/** Process `pid`'s parent, the CPU milliseconds it has spent so far (all its threads), its RSS. */
export function processStat(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  // After the command's closing parenthesis: state, ppid, … utime (14th field), stime (15th),
  // … rss in pages (24th).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return {
    parent: Number(fields[1]),
    cpuMs: (Number(fields[11]) + Number(fields[12])) * TICK_MS,
    rssBytes: Number(fields[21]) * PAGE_BYTES,
  }
}

/** Every process of the machine now, by pid (one that ends meanwhile is left out). */
function allProcesses() {
  const stats = new Map<number, ReturnType<typeof processStat>>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      stats.set(Number(entry), processStat(Number(entry)))
    } catch {
      // the process ended while the list was read
    }
  }
  return stats
}

/**
 * The processes `roots` and all their descendants (a server's workers, nginx's and php-fpm's
 * children): CPU milliseconds spent so far and resident memory now, summed.
 */
export function processTree(roots: number[]) {
  const rootSet = new Set(roots)
  const stats = allProcesses()
  const counted = (pid: number): boolean =>
    rootSet.has(pid) || (stats.has(pid) && pid > 1 && counted(stats.get(pid)!.parent))
  let cpuMs = 0
  let rssBytes = 0
  for (const [pid, stat] of stats)
    if (counted(pid)) {
      cpuMs += stat.cpuMs
      rssBytes += stat.rssBytes
    }
  return { cpuMs, rssBytes }
}
