import { defineModule } from '../../lib/modules.ts'
import { createMediaCategoriesService } from './categories-service.ts'
import { createMediaRepository } from './repository.ts'
import { mediaRoutes } from './routes.ts'
import { createMediaService, type MediaService } from './service.ts'
import { createMediaUsages } from './usages.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    media: MediaService
  }
}

/** The media library: files, categories, usages; pictures in storage. */
export const mediaModule = defineModule({
  name: 'media',
  needs: [],
  async build({ db, storage, clock, log, config, bus, access }) {
    const repo = createMediaRepository(db)
    const media = createMediaService({
      repo,
      usages: createMediaUsages(repo),
      storage,
      clock,
      log,
      maxPixels: config.MEDIA_MAX_PIXELS,
      // New content or a moved focal point (decision 042): every process's pipeline forgets the
      // file, and the pages of the organisation's sites are drawn again with its new addresses.
      onPicturesChanged: async (organizationId, fileId) => {
        bus.publish({ type: 'media-changed', fileId })
        for (const siteId of await repo.siteIdsOf(organizationId))
          bus.publish({ type: 'site-changed', siteId })
      },
    })
    return {
      provides: media,
      routes: (app) =>
        app.register(mediaRoutes, {
          media,
          categories: createMediaCategoriesService({ repo, clock }),
          maxBytes: config.MEDIA_MAX_BYTES,
          mayAccess: async (user, organizationId) =>
            Boolean(await access.accessTo(user, organizationId)),
        }),
    }
  },
})
