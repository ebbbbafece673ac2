import { spawn, spawnSync } from 'node:child_process'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import type { IncomingHttpHeaders } from 'node:http'
import { request, type Agent } from 'node:https'
import { join } from 'node:path'
import { freePort } from './free-port.ts'
import { ROOT } from './live-server.ts'

/** Host names the tests give Caddy (deploy/Caddyfile's SITEWERK_APP_HOST, SITEWERK_SITES_DOMAIN). */
export const APP_HOST = 'app.sitewerk.test'
export const SITES_DOMAIN = 'sites.sitewerk.test'

export interface Caddy {
  httpsPort: number
  /** Caddy's internal root certificate, which signed every certificate it serves here. */
  rootCa: Buffer
  output(): string
  stop(): Promise<void>
}

/**
 * Debian's Caddy (`apt-get install caddy`; .ci/run installs it) with deploy/Caddyfile as it ships,
 * plus what a test needs in its global options: unprivileged ports, certificates from Caddy's
 * own CA instead of Let's Encrypt, a data folder of its own, no admin endpoint. Fails, never
 * skips, when Caddy is not installed.
 */
export async function startCaddy(dir: string, upstreams: [string, string]): Promise<Caddy> {
  const version = spawnSync('caddy', ['version'], { encoding: 'utf8' })
  if (version.status !== 0)
    throw new Error(
      'Caddy is not installed: the deployment test runs Debian’s package (apt-get install -y caddy; .ci/run installs it)',
    )
  const [httpPort, httpsPort] = [await freePort(), await freePort()]
  const shipped = await readFile(join(ROOT, 'deploy/Caddyfile'), 'utf8')
  const storage = join(dir, 'caddy-data')
  await mkdir(storage, { recursive: true })
  const testOptions = [
    `http_port ${httpPort}`,
    `https_port ${httpsPort}`,
    'admin off',
    'local_certs',
    'skip_install_trust',
    `storage file_system ${storage}`,
  ]
  const caddyfile = shipped.replace(/^\{\n/m, `{\n\t${testOptions.join('\n\t')}\n`)
  const file = join(dir, 'Caddyfile')
  await writeFile(file, caddyfile)
  const child = spawn('caddy', ['run', '--config', file, '--adapter', 'caddyfile'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      HOME: dir,
      XDG_DATA_HOME: dir,
      XDG_CONFIG_HOME: dir,
      SITEWERK_APP_HOST: APP_HOST,
      SITEWERK_SITES_DOMAIN: SITES_DOMAIN,
      SITEWERK_UPSTREAM_A: upstreams[0],
      SITEWERK_UPSTREAM_B: upstreams[1],
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (d: Buffer) => (output += d.toString()))
  child.stderr.on('data', (d: Buffer) => (output += d.toString()))
  const exited = new Promise((resolve) => child.once('exit', resolve))
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    await exited
  }
  const rootFile = join(storage, 'pki/authorities/local/root.crt')
  const started = Date.now()
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Caddy ended at start:\n${output}`)
    if (Date.now() - started > 60_000) {
      await stop()
      throw new Error(`Caddy did not serve the back office within 60 s:\n${output}`)
    }
    const rootCa = await readFile(rootFile).catch(() => null)
    if (rootCa) {
      const probe = await httpsVia({ httpsPort, rootCa }, APP_HOST, 'GET', '/healthz')
      if (probe.status === 200) return { httpsPort, rootCa, output: () => output, stop }
    }
    await new Promise((r) => setTimeout(r, 200))
  }
}

export interface HttpsResult {
  status: number
  headers: IncomingHttpHeaders
  body: Buffer
  /** Set when no answer came (refused, reset, TLS refused). */
  error?: string
}

/**
 * One HTTPS request through Caddy for `host` (SNI and Host), trusting only Caddy's root. Status 0
 * and `error` when no answer came.
 */
export function httpsVia(
  caddy: Pick<Caddy, 'httpsPort' | 'rootCa'>,
  host: string,
  method: string,
  path: string,
  {
    headers = {},
    body,
    agent,
    localAddress,
  }: {
    headers?: Record<string, string>
    body?: Buffer | string
    agent?: Agent
    /** The client's own loopback address (127.0.0.2 …), which Caddy forwards as the client IP. */
    localAddress?: string
  } = {},
): Promise<HttpsResult> {
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port: caddy.httpsPort,
        servername: host,
        ca: caddy.rootCa,
        method,
        path,
        agent: agent ?? false,
        localAddress,
        headers: {
          host,
          ...(body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) }),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        )
        res.on('error', (error) =>
          resolve({ status: 0, headers: {}, body: Buffer.alloc(0), error: error.message }),
        )
      },
    )
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve({
        status: 0,
        headers: {},
        body: Buffer.alloc(0),
        error: error.code ?? error.message,
      }),
    )
    req.end(body)
  })
}
