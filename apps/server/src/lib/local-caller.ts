import type { FastifyRequest } from 'fastify'

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/
/** Headers a reverse proxy adds: a request through one came from elsewhere, whatever its socket. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip']

/**
 * Whether a request comes from a program on this machine itself: the socket's address is loopback
 * and no proxy forwarded it (a proxy on this machine connects from loopback for everybody).
 */
export function isLocalCaller(req: FastifyRequest): boolean {
  const forwarded = FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined)
  return !forwarded && LOOPBACK.test(req.socket.remoteAddress ?? '')
}
