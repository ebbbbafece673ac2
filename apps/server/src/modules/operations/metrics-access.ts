import { timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { isLocalCaller } from '../../lib/local-caller.ts'

/**
 * Who may read /metrics (decision 035): with METRICS_TOKEN, whoever sends it as a bearer token;
 * without, a scraper on this machine only: the socket's own address is loopback and no proxy
 * forwarded the request (a proxy on this machine connects from loopback for everybody).
 */
export function mayReadMetrics(req: FastifyRequest, token: string | undefined): boolean {
  if (token) return sameSecret(bearerOf(req.headers.authorization), token)
  return isLocalCaller(req)
}

const bearerOf = (header: string | undefined) => /^Bearer (\S+)$/i.exec(header ?? '')?.[1] ?? ''

function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}
