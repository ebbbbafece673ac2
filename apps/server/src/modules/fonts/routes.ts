import multipart from '@fastify/multipart'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { Font, GfontResponse, IdParams, RawText } from '@sitewerk/contracts'
import { NotFoundError } from '../../lib/errors.ts'
import type { RequestContext } from '../../lib/request-context.ts'
import { FONT_CACHE_CONTROL, type FontLibrary } from './library.ts'
import { readUpload } from './read-upload.ts'
import type { FontsService } from './service.ts'

export interface FontsRoutesOptions {
  fonts: FontsService
  library: FontLibrary
  /** Largest font file in bytes (config MEDIA_MAX_BYTES). */
  maxBytes: number
  /** Whether the signed-in user may see an organisation's files (member or superuser). */
  mayAccess: (ctx: RequestContext, organizationId: number) => Promise<boolean>
}

/**
 * Fonts in the back office: the library and own fonts (list, upload, delete), spec §7 gfont,
 * and the font files. Site hosts serve the same files in public/routes.ts.
 */
export const fontsRoutes: FastifyPluginAsyncZod<FontsRoutesOptions> = async (app, opts) => {
  const { fonts, library, maxBytes, mayAccess } = opts
  // Registered in this plugin only: multipart bodies reach no other route.
  // A file over the limit is cut off and marked, and answered as a 422 at its field.
  await app.register(multipart, { throwFileSizeLimit: false })

  app.get(
    '/api/fonts',
    { config: { access: 'member' }, schema: { response: { 200: z.array(Font) } } },
    (req) => fonts.list(req.ctx),
  )
  app.post(
    '/api/fonts',
    { config: { access: 'admin', permission: 'own_fonts' }, schema: { response: { 201: Font } } },
    async (req, reply) =>
      reply.status(201).send(await fonts.upload(req.ctx, await readUpload(req, maxBytes))),
  )
  app.delete(
    '/api/fonts/:id',
    { config: { access: 'admin' }, schema: { params: IdParams } },
    async (req, reply) => {
      await fonts.delete(req.ctx, req.params.id)
      return reply.status(204).send()
    },
  )
  // spec §7: the stylesheet link of a family, on our own host (GDPR: no third-party font host).
  app.get(
    '/api/gfont/:name',
    {
      config: { access: 'guest' },
      schema: {
        params: z.object({ name: RawText(100) }),
        response: { 200: GfontResponse },
      },
    },
    (req) => fonts.gfont(req.params.name),
  )

  const send = (reply: FastifyReply, found: { type: string; body: string | Buffer } | null) => {
    if (!found) throw new NotFoundError()
    return reply
      .headers({
        'content-type': found.type,
        'cache-control': FONT_CACHE_CONTROL,
        'x-content-type-options': 'nosniff',
      })
      .send(found.body)
  }
  const pathOf = (url: string) => url.split('?')[0]!
  app.get('/fonts/:file', { config: { access: 'guest' } }, async (req, reply) =>
    send(reply, await library.serve(pathOf(req.url))),
  )
  app.get('/fonts/files/:file', { config: { access: 'guest' } }, async (req, reply) =>
    send(reply, await library.serve(pathOf(req.url))),
  )
  // An own font's file on the back office: for members of its organisation (the theme preview).
  app.get(
    '/fonts/own/:file',
    { config: { access: 'member', organization: 'row', hidden: true } },
    async (req, reply) =>
      send(
        reply,
        req.ctx.user
          ? await fonts.ownFile(pathOf(req.url), {
              mayAccess: (organizationId) => mayAccess(req.ctx, organizationId),
            })
          : null,
      ),
  )
}
