import type { FastifyPluginAsync } from 'fastify'
import { sendImage } from './reply.ts'
import type { ImageService } from './service.ts'

/**
 * The transform address on the back-office host, for signed-in members of the file's
 * organisation. Site hosts answer the same addresses in `modules/public/routes.ts`.
 */
export const imagesRoutes: FastifyPluginAsync<{ images: ImageService }> = async (app, opts) => {
  const { images } = opts
  app.get(
    '/media/img/*',
    { config: { access: 'member', organization: 'row', hidden: true } },
    async (req, reply) =>
      sendImage(
        reply,
        await images.forMember({
          user: req.ctx.user,
          path: req.url.split('?')[0] ?? '',
          ifNoneMatch: req.headers['if-none-match'],
        }),
      ),
  )
}
