import {
  CreateContentBody,
  CreateLayoutBody,
  CreateSiteBody,
  CreateThemeBody,
  UpdateSiteBody,
} from '@sitewerk/contracts'
import type { Db } from '../db/client.ts'
import type { AuthUser, RequestContext } from '../lib/request-context.ts'
import { createTranslator } from '../modules/i18n/translate.ts'
import {
  DEMO_HEADLINE_FONT,
  DEMO_LAYOUT_CSS,
  DEMO_PAGES,
  DEMO_SITE,
  DEMO_THEME,
  demoFooter,
  demoHeader,
} from './demo-site-content.ts'
import { servicesOver } from './services-over.ts'
import { writePage } from './write-page.ts'

export interface DemoSiteOptions {
  /** The owner the demo writes as, in their organisation. */
  owner: AuthUser
  organizationId: number
  appUrl: string
  sitesDomain: string
  /** For the copyright line. */
  year: number
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

  for (const [order, page] of DEMO_PAGES.entries())
    await writePage({ pages, blocks }, ctx, {
      siteId: site.id,
      layoutId: layout.id,
      order,
      page,
      componentId,
    })
  return site.url
}
