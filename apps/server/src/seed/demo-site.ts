import {
  CreateContentBody,
  CreateLayoutBody,
  CreatePageBody,
  CreateSectionBody,
  CreateSiteBody,
  CreateThemeBody,
  UpdateSiteBody,
} from '@sitewerk/contracts'
import type { Db } from '../db/client.ts'
import { systemClock } from '../lib/clock.ts'
import type { AuthUser, RequestContext } from '../lib/request-context.ts'
import { createComponentsRepository } from '../modules/components/repository.ts'
import { createTranslator } from '../modules/i18n/translate.ts'
import { createLayoutsRepository } from '../modules/layouts/repository.ts'
import { createLayoutsService } from '../modules/layouts/service.ts'
import { createBlockService } from '../modules/pages/block-service.ts'
import { createPageService } from '../modules/pages/page-service.ts'
import { createPagesRepository } from '../modules/pages/repository.ts'
import { createSitesRepository } from '../modules/sites/repository.ts'
import { createSitesService } from '../modules/sites/service.ts'
import { createFontsRepository } from '../modules/fonts/repository.ts'
import { createThemesRepository } from '../modules/themes/repository.ts'
import { createThemesService } from '../modules/themes/service.ts'
import {
  DEMO_HEADLINE_FONT,
  DEMO_LAYOUT_CSS,
  DEMO_PAGES,
  DEMO_SITE,
  DEMO_THEME,
  demoFooter,
  demoHeader,
} from './demo-site-content.ts'

export interface DemoSiteOptions {
  /** The owner the demo writes as, in their organisation. */
  owner: AuthUser
  organizationId: number
  appUrl: string
  sitesDomain: string
  /** For the copyright line. */
  year: number
}

/** The services a request would use, over `db` (the seed's transaction). */
function servicesOver(db: Db, { appUrl, sitesDomain }: DemoSiteOptions) {
  const clock = systemClock
  const onSiteChanged = () => undefined
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
  return {
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
    }),
    themes: themes.themes,
    layouts: createLayoutsService({
      repo: layoutsRepo,
      clock,
      findSite,
      onSiteChanged,
      assertLook,
    }),
    pages: createPageService({ repo: pagesRepo, clock, findSite, findLayout, onSiteChanged }),
    blocks: createBlockService({
      repo: pagesRepo,
      clock,
      findComponent: (organizationId, id) => componentsRepo.findVisible(organizationId, id),
      findLayout,
      onSiteChanged,
      assertLook,
    }),
  }
}

/**
 * Writes the demo site (site 'Demo GmbH' at `demo`, layout 'Standard', three pages) through the
 * services, with bodies parsed by the API's contracts: exactly what the back office would save.
 * Needs the starter components. Answers the site's address.
 */
export async function seedDemoSite(db: Db, options: DemoSiteOptions): Promise<string> {
  const { sites, themes, layouts, pages, blocks, componentsRepo, fontsRepo } = servicesOver(
    db,
    options,
  )
  const ctx: RequestContext = {
    user: options.owner,
    locale: 'de',
    t: createTranslator('de'),
    organization: { id: options.organizationId, role: 'owner' },
    requestedOrganizationId: options.organizationId,
    ip: '127.0.0.1',
  }
  const starters = new Map(
    (await componentsRepo.listPlatform()).map((component) => [component.key, component.id]),
  )
  const componentId = (key: string) => {
    const id = starters.get(key)
    if (!id) throw new Error(`the demo needs the starter component ${key}: seed those first`)
    return id
  }

  const site = await sites.create(
    ctx,
    CreateSiteBody.parse({
      title: DEMO_SITE.title,
      identifier: DEMO_SITE.identifier,
      description: DEMO_SITE.description,
    }) as { title: string },
  )
  await sites.update(
    ctx,
    site.id,
    UpdateSiteBody.parse({ variables_schema: DEMO_SITE.variablesSchema }),
  )
  await sites.updateVariables(ctx, site.id, DEMO_SITE.variables)
  const headlineFont = await fontsRepo.findLibraryByName(DEMO_HEADLINE_FONT)
  if (!headlineFont) throw new Error(`the demo needs the library font ${DEMO_HEADLINE_FONT}`)
  const theme = await themes.create(
    ctx,
    CreateThemeBody.parse({ ...DEMO_THEME, headline_font_id: headlineFont.id }) as {
      title: string
    },
  )
  await sites.update(ctx, site.id, UpdateSiteBody.parse({ theme_id: theme.id }))

  const layout = await layouts.create(
    ctx,
    CreateLayoutBody.parse({
      site_id: site.id,
      title: 'Standard',
      style: DEMO_LAYOUT_CSS,
      css: DEMO_LAYOUT_CSS,
    }) as { site_id: number; title: string },
  )
  for (const [slot, key, data] of [
    ['header', 'header', demoHeader],
    ['footer', 'footer', demoFooter(options.year)],
  ] as const) {
    await blocks.createContent(
      ctx,
      CreateContentBody.parse({
        layout_id: layout.id,
        layout_slot: slot,
        component_id: componentId(key),
        data,
      }),
    )
  }

  for (const [index, demo] of DEMO_PAGES.entries()) {
    const page = await pages.create(
      ctx,
      CreatePageBody.parse({
        site_id: site.id,
        title: demo.title,
        url: demo.url,
        description: demo.description,
        layout_id: layout.id,
        order: index,
      }) as { site_id: number; url: string; title: string },
    )
    const article = await blocks.createArticle(ctx, { page_id: page.id })
    for (const [order, block] of demo.blocks.entries()) {
      const section = await blocks.createSection(
        ctx,
        CreateSectionBody.parse({
          article_id: article.id,
          order,
          maxWidth: block.full ? 'full' : 'default',
        }),
      )
      await blocks.createContent(
        ctx,
        CreateContentBody.parse({
          section_id: section.id,
          component_id: componentId(block.component),
          data: block.data,
        }),
      )
    }
  }
  return site.url
}
