import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

/**
 * autocannon in its own process (the server keeps this process's event loop) against `url` with
 * `host` and brotli accepted; fails on any non-2xx answer or error.
 */
export async function loadWith(
  url: string,
  host: string,
  { connections, seconds }: { connections: number; seconds: number },
) {
  const args = ['-c', String(connections), '-d', String(seconds), '-j']
  args.push('-H', `host=${host}`, '-H', 'accept-encoding=br', url)
  const { stdout } = await promisify(execFile)('node_modules/.bin/autocannon', args, {
    maxBuffer: 1 << 26,
  })
  const out = JSON.parse(stdout)
  if (out.non2xx > 0 || out.errors > 0)
    throw new Error(`${url}: ${out.non2xx} non-2xx, ${out.errors} errors`)
  return { rps: out.requests.average as number, p99: out.latency.p99 as number }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((x, y) => x - y)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** min–max of a series of measurements, rounded. */
export const spread = (values: number[]) =>
  `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`
