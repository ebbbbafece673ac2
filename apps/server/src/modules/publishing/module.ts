import { serverSecret } from '../../lib/server-secret.ts'
import { defineModule } from '../../lib/modules.ts'
import { createHistoryRepository } from './history-repository.ts'
import { historyRoutes } from './history-routes.ts'
import { createHistoryService } from './history-service.ts'
import { createPreviewLinks, type PreviewLinks } from './preview-link.ts'
import { createPublisher } from './publisher.ts'
import { createPublishingRepository } from './repository.ts'
import { publishingRoutes } from './routes.ts'
import { scheduleRepository } from './schedule-repository.ts'
import { scheduleRoutes } from './schedule-routes.ts'
import { createSchedules } from './schedules.ts'
import { createPublishingService, type PublishingService } from './service.ts'

declare module '../../lib/modules.ts' {
  interface Ports {
    publishing: { publishing: PublishingService; previewLinks: PreviewLinks }
  }
}

/** Drafts and what visitors see (decision 027): publishing, versions, plans, preview links. */
export const publishingModule = defineModule({
  name: 'publishing',
  needs: ['sites', 'components', 'media', 'themes', 'layouts', 'notifications'],
  async build(
    { db, clock, config, bus, jobs },
    { sites, components, media, themes, layouts, notifications },
  ) {
    // Publishing, unpublishing and what applies at once drop what visitors were shown.
    const onPublished = (siteId: number) => bus.publish({ type: 'site-changed', siteId })
    // Versions the migration wrote for pages that existed before drafts get their content now,
    // before the server answers anyone (decision 027).
    const publisher = createPublisher({ db })
    await publisher.fillMigratedSnapshots()
    const repo = createPublishingRepository(db)
    const previewLinks = createPreviewLinks({
      repo,
      findPageOfSite: (site, pageId) =>
        scheduleRepository.findPageOfSite(
          db,
          { organizationId: site.organizationId },
          site.id,
          pageId,
        ),
      siteUrlOf: sites.siteUrlOf,
      secret: serverSecret(db, 'preview-link', config.PREVIEW_LINK_SECRET),
      clock,
      days: config.PREVIEW_LINK_DAYS,
    })
    const schedules = createSchedules({ db, queue: jobs, clock, onPublished, notifications })
    const publishing = createPublishingService({
      repo,
      publisher,
      clock,
      onPublished,
      cancelPlans: schedules.cancelFulfilled,
    })
    const history = createHistoryService({
      repo: createHistoryRepository(db),
      publishing: repo,
      clock,
      checksFor: (organizationId) => ({
        findComponent: (id) => components.findVisible(organizationId, id),
        hasMediaFile: (id) => media.hasFile(organizationId, id),
        hasTheme: (id) => themes.hasTheme(organizationId, id),
        hasColorset: async (id) => Boolean(await themes.colorsets.find(organizationId, id)),
      }),
      findLayout: layouts.findById,
      retention: {
        keep: config.PAGE_VERSIONS_KEEP,
        maxAgeDays: config.PAGE_VERSIONS_MAX_AGE_DAYS,
      },
    })
    return {
      provides: { publishing, previewLinks },
      async routes(app) {
        await app.register(publishingRoutes, { publishing })
        await app.register(historyRoutes, { history })
        await app.register(scheduleRoutes, { schedules, previewLinks })
      },
      // Page and site versions beyond PAGE_VERSIONS_KEEP or PAGE_VERSIONS_MAX_AGE_DAYS (decision 028).
      periodic: [
        {
          name: 'versions past keeping',
          everyMs: 60 * 60 * 1000,
          run: (now) => history.purgeOldVersions(now),
        },
      ],
    }
  },
})
