import type { FastifyReply } from 'fastify'
import type { ImageAnswer } from './service.ts'

export const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Sends an image answer with the same headers on every host. An SVG can carry script: as a
 * document of its own it runs sandboxed (no script, no same origin), and nosniff stops any
 * answer from being read as something else.
 */
export function sendImage(reply: FastifyReply, image: ImageAnswer) {
  reply.header('x-content-type-options', 'nosniff')
  if (image.status === 404)
    return reply
      .status(404)
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send('Not Found')
  reply.header('cache-control', IMMUTABLE).header('etag', image.etag)
  if (image.status === 304) return reply.status(304).send()
  if (image.type === 'image/svg+xml')
    reply.header(
      'content-security-policy',
      "sandbox; default-src 'none'; style-src 'unsafe-inline'",
    )
  return reply.status(200).type(image.type).send(image.body)
}
