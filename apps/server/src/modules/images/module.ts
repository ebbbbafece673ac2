import { availableParallelism } from 'node:os'
import { cacheBounds } from '../../lib/memory-budget.ts'
import { defineModule } from '../../lib/modules.ts'
import { imagesRoutes } from './routes.ts'
import { createImageService, type ImageService } from './service.ts'
import { createImageTransformer } from './transform.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    images: ImageService
  }
}

/** The image pipeline: variants of the media library's pictures, made on first request. */
export const imagesModule = defineModule({
  name: 'images',
  needs: ['media'],
  async build({ storage, config, log, clock, bus, access }, { media }) {
    const images = createImageService({
      findFile: (id) => media.findForImages(id),
      storage,
      // One core stays free for requests while a burst of first requests is transformed.
      transformer: createImageTransformer({
        maxPixels: config.MEDIA_MAX_PIXELS,
        concurrency: Math.max(1, availableParallelism() - 1),
      }),
      accessTo: access.accessTo,
      log,
      clock,
      memoryBytes: cacheBounds(config).imageBytes,
    })
    bus.subscribe((event) => {
      if (event.type === 'media-changed') images.forgetFile(event.fileId)
    })
    return { provides: images, routes: (app) => app.register(imagesRoutes, { images }) }
  },
})
