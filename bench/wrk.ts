/**
 * The load generator of every benchmark (issue #33 "the bench tells the truth"): wrk, written in
 * C with an event loop per thread, so the server saturates before the client does (autocannon,
 * one Node thread, topped out at 17–20k req/s on this machine). Debian's package, installed here
 * when it is missing. A run fails on any answer that is not 2xx/3xx and on any socket error.
 */
import { execFile, execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'

/** wrk's threads: one per core of this 2-core machine unless BENCH_WRK_THREADS says otherwise. */
const THREADS = Number(process.env.BENCH_WRK_THREADS ?? 2)

/** One request of a mix: a path on `url`'s server, asked for on `host`. */
export interface WrkRequest {
  host: string
  path: string
}

export interface WrkOptions {
  connections: number
  seconds: number
  /** Default BENCH_WRK_THREADS, else 2; never more than the connections. */
  threads?: number
  /** Sent with every request (Host, Accept-Encoding, Content-Type…). */
  headers?: Record<string, string>
  /** Each request picks one of these at random (a Lua script); otherwise `url` every time. */
  requests?: WrkRequest[]
  method?: 'GET' | 'POST'
  body?: string
  /** A request not answered within this is a socket error (timeout), which fails the run. */
  timeoutSeconds?: number
}

export interface WrkResult {
  /** Requests per second over the run. */
  rps: number
  /** Latency percentiles in milliseconds. */
  p50: number
  p99: number
  /** Requests completed. */
  total: number
}

let installed = false

/** wrk on PATH: installed from Debian (apt-get) when it is missing. */
export function ensureWrk() {
  if (installed) return
  if (spawnSync('wrk', ['-v']).error) {
    console.log("wrk is not installed: installing Debian's package (apt-get install -y wrk)")
    try {
      execFileSync('apt-get', ['update'], { stdio: 'inherit' })
      execFileSync('apt-get', ['install', '-y', 'wrk'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      })
    } catch {
      throw new Error(
        'wrk could not be installed: run `sudo apt-get install -y wrk`, then the bench',
      )
    }
  }
  installed = true
}

/** A Lua string literal of `text` (its UTF-8 bytes as they are, control characters escaped). */
function lua(text: string) {
  let literal = ''
  for (const char of text) {
    const code = char.codePointAt(0)!
    if (char === '\\' || char === '"') literal += `\\${char}`
    else if (code < 0x20 || code === 0x7f) literal += `\\${String(code).padStart(3, '0')}`
    else literal += char
  }
  return `"${literal}"`
}

/**
 * The Lua script of a run: the method, body and headers of every request, and, for a mix, a
 * request() that picks one of the paths and hosts at random (each thread seeded apart).
 */
function script({ headers = {}, requests, method, body }: WrkOptions) {
  // wrk adds a Host header of its own unless one is spelled exactly so.
  const named = Object.entries(headers).map(([k, v]) => [
    k.toLowerCase() === 'host' ? 'Host' : k,
    v,
  ])
  const lines = [
    ...(method ? [`wrk.method = ${lua(method)}`] : []),
    ...(body !== undefined ? [`wrk.body = ${lua(body)}`] : []),
    ...named.map(([k, v]) => `wrk.headers[${lua(k!)}] = ${lua(v!)}`),
  ]
  if (requests?.length) {
    // Each thread makes every request's bytes once (init); a request only picks one.
    lines.push(
      'local targets = {',
      ...requests.map((r) => `  {${lua(r.host)}, ${lua(r.path)}},`),
      '}',
      'local threads = 0',
      'function setup(thread) threads = threads + 1; thread:set("seed", threads) end',
      'local made = {}',
      'function init(args)',
      '  math.randomseed(os.time() * 1000 + (seed or 0))',
      '  for i, target in ipairs(targets) do',
      '    local headers = {}',
      '    for k, v in pairs(wrk.headers) do headers[k] = v end',
      '    headers["Host"] = target[1]',
      '    made[i] = wrk.format(nil, target[2], headers)',
      '  end',
      'end',
      'function request() return made[math.random(#made)] end',
    )
  }
  return lines.join('\n')
}

/** "1.23ms", "850.00us", "2.01s", "1.00m" in milliseconds. */
function milliseconds(text: string) {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text)
  if (!match) throw new Error(`wrk: unreadable latency ${text}`)
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as 'us' | 'ms' | 's' | 'm']
  return Number(match[1]) * scale
}

/** Reads wrk's report (`--latency`); throws on answers that are not 2xx/3xx and socket errors. */
export function parseWrk(report: string, url: string): WrkResult {
  const rps = /^Requests\/sec:\s+([\d.]+)/m.exec(report)?.[1]
  const total = /^\s*(\d+) requests in /m.exec(report)?.[1]
  const p50 = /^\s+50%\s+(\S+)/m.exec(report)?.[1]
  const p99 = /^\s+99%\s+(\S+)/m.exec(report)?.[1]
  if (!rps || !total || !p50 || !p99) throw new Error(`wrk: no result for ${url}:\n${report}`)
  const bad = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(report)?.[1] ?? 0)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report)
  const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0
  if (bad > 0 || errors > 0)
    throw new Error(
      `${url}: ${bad} answers not 2xx/3xx, ${errors} socket errors (${socket?.[0] ?? 'none'})`,
    )
  return { rps: Number(rps), p50: milliseconds(p50), p99: milliseconds(p99), total: Number(total) }
}

/**
 * wrk in its own process against `url` (the servers under test keep theirs) for `seconds` with
 * `connections` open connections, `--latency`; a Lua script carries the method, body, headers and
 * the mix of requests.
 */
export async function wrk(url: string, options: WrkOptions): Promise<WrkResult> {
  ensureWrk()
  const threads = Math.min(options.threads ?? THREADS, options.connections)
  const dir = mkdtempSync(join(tmpdir(), 'sitewerk-wrk-'))
  const file = join(dir, 'requests.lua')
  writeFileSync(file, script(options))
  const args = [
    ...['-t', String(threads), '-c', String(options.connections)],
    ...['-d', `${options.seconds}s`, '--timeout', `${options.timeoutSeconds ?? 10}s`],
    ...['--latency', '-s', file, url],
  ]
  try {
    const { stdout } = await promisify(execFile)('wrk', args, { maxBuffer: 1 << 24 })
    return parseWrk(stdout, url)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
