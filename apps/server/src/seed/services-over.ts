import type { Db } from '../db/client.ts'
import { systemClock } from '../lib/clock.ts'
import { createComponentsRepository } from '../modules/components/repository.ts'
import { createFontsRepository } from '../modules/fonts/repository.ts'
import { createLayoutsRepository } from '../modules/layouts/repository.ts'
import { createLayoutsService } from '../modules/layouts/service.ts'
import { createMediaRepository } from '../modules/media/repository.ts'
import { createBlockService } from '../modules/pages/block-service.ts'
import { createPageService } from '../modules/pages/page-service.ts'
import { createPagesRepository } from '../modules/pages/repository.ts'
import { createSitesRepository } from '../modules/sites/repository.ts'
import { createSitesService } from '../modules/sites/service.ts'
import { createThemesRepository } from '../modules/themes/repository.ts'
import { createThemesService } from '../modules/themes/service.ts'

export interface ServicesOverOptions {
  appUrl: string
  sitesDomain: string
}

/**
 * The services a request would use, over `db` (a transaction): the seed and the cms-setup write
 * sites through them, so their writes pass the same checks as the back office's. Nothing is
 * invalidated from here; the caller tells the caches once the transaction is committed.
 */
export function servicesOver(db: Db, { appUrl, sitesDomain }: ServicesOverOptions) {
  const clock = systemClock
  const sitesRepo = createSitesRepository(db)
  const layoutsRepo = createLayoutsRepository(db)
  const pagesRepo = createPagesRepository(db)
  const componentsRepo = createComponentsRepository(db)
  const themesRepo = createThemesRepository(db)
  const findSite = (organizationId: number, id: number) =>
    sitesRepo.findById({ organizationId, id })
  const findLayout = (organizationId: number, id: number) =>
    layoutsRepo.findById(organizationId, id)
  const fontsRepo = createFontsRepository(db)
  const themes = createThemesService({
    repo: themesRepo,
    clock,
    isFontUsable: async (scope) => Boolean(await fontsRepo.findVisible(scope)),
  })
  const assertLook = themes.assertBlockLook
  const mediaRepo = createMediaRepository(db)
  const hasMediaFile = async (organizationId: number, id: number) =>
    Boolean(await mediaRepo.files.findById({ organizationId, id }))
  return {
    /** The transaction itself, for writes no service covers (the set-up's contact form). */
    db,
    componentsRepo,
    fontsRepo,
    sites: createSitesService({
      repo: sitesRepo,
      clock,
      verifyDns: async () => false,
      appUrl,
      sitesDomain,
      hasTheme: async (organizationId, id) =>
        Boolean(await themesRepo.themes.findById({ organizationId, id })),
      hasMediaFile,
    }),
    themes: themes.themes,
    layouts: createLayoutsService({
      repo: layoutsRepo,
      clock,
      findSite,
      assertLook,
    }),
    pages: createPageService({
      repo: pagesRepo,
      clock,
      findSite,
      findLayout,
      onPageDeleted: () => undefined,
      layoutsOfSite: (organizationId, siteId) => layoutsRepo.listOfSite(organizationId, siteId),
    }),
    blocks: createBlockService({
      repo: pagesRepo,
      clock,
      findComponent: (organizationId, id) => componentsRepo.findVisible(organizationId, id),
      findLayout,
      assertLook,
      hasMediaFile,
    }),
  }
}

export type SeedServices = ReturnType<typeof servicesOver>
