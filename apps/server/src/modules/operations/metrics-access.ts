import { timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/
/** Headers a reverse proxy adds: a request through one came from elsewhere, whatever its socket. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip']

/**
 * Who may read /metrics (decision 035): with METRICS_TOKEN, whoever sends it as a bearer token;
 * without, a scraper on this machine only: the socket's own address is loopback and no proxy
 * forwarded the request (a proxy on this machine connects from loopback for everybody).
 */
export function mayReadMetrics(req: FastifyRequest, token: string | undefined): boolean {
  if (token) return sameSecret(bearerOf(req.headers.authorization), token)
  const forwarded = FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined)
  return !forwarded && LOOPBACK.test(req.socket.remoteAddress ?? '')
}

const bearerOf = (header: string | undefined) => /^Bearer (\S+)$/i.exec(header ?? '')?.[1] ?? ''

function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
