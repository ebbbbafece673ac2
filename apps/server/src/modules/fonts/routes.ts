import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { NotFoundError } from '../../lib/errors.ts'
import { FONT_CACHE_CONTROL, fontCssUrl, type FontLibrary } from './library.ts'

const LibraryFontResponse = z.object({
  name: z.string(),
  family: z.string(),
  category: z.string(),
  weights: z.array(z.number()),
  italic: z.boolean(),
})

/** The font library (back office) and its files, which site hosts serve too (public/routes.ts). */
export const fontsRoutes: FastifyPluginAsyncZod<{ library: FontLibrary }> = async (
  app,
  { library },
) => {
  app.get('/api/fonts', { schema: { response: { 200: z.array(LibraryFontResponse) } } }, () =>
    library.list().map(({ name, family, category, weights, italic }) => ({
      name,
      family,
      category,
      weights,
      italic,
    })),
  )
  // spec §7: the stylesheet link of a family, on our own host (GDPR: no third-party font host).
  app.get(
    '/api/gfont/:name',
    {
      schema: {
        params: z.object({ name: z.string().max(100) }),
        response: { 200: z.object({ href: z.string() }) },
      },
    },
    (req) => {
      const font = library.get(req.params.name)
      if (!font) throw new NotFoundError()
      return { href: fontCssUrl(font.name) }
    },
  )
  const serve = async (path: string, reply: FastifyReply) => {
    const found = await library.serve(path)
    if (!found) throw new NotFoundError()
    return reply
      .headers({ 'content-type': found.type, 'cache-control': FONT_CACHE_CONTROL })
      .send(found.body)
  }
  app.get('/fonts/:file', (req, reply) => serve(req.url.split('?')[0]!, reply))
  app.get('/fonts/files/:file', (req, reply) => serve(req.url.split('?')[0]!, reply))
}
