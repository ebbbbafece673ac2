import {
  CreateContentBody,
  CreateLayoutBody,
  type Page,
  type SetupSiteBody,
  type SetupSiteResponse,
} from '@sitewerk/contracts'
import { ConflictError } from '../../lib/errors.ts'
import { requireOrganization, type RequestContext } from '../../lib/request-context.ts'
import {
  SETUP_LAYOUT,
  setupLayoutData,
  setupPages,
  type SetupContentArgs,
} from '../../seed/page-templates/index.ts'
import type { SeedServices } from '../../seed/services-over.ts'
import { createContactForm } from '../../seed/contact-form.ts'
import { writePage } from '../../seed/write-page.ts'

export interface CmsSetupServiceDeps {
  /** The services over one transaction: all of the setup is written, or none of it. */
  transaction: <T>(work: (services: SeedServices) => Promise<T>) => Promise<T>
  /** The pages of a site of the caller's organisation; another tenant's site is a 404. */
  pagesOfSite: (ctx: RequestContext, siteId: number) => Promise<Page[]>
  /** Keeps these pages out of the site's header menu (navigation service's leaveOut). */
  leaveOutOfMenu: (organizationId: number, siteId: number, pageIds: number[]) => Promise<void>
  /** Publishes what the setup wrote: a new site is on the web as soon as it is set up. */
  publishSite: (ctx: RequestContext, siteId: number) => Promise<unknown>
}

/**
 * spec §2 /puronectar/cms-setup: a site without pages needs the setup, which gives it a theme,
 * a layout with header and footer (unless it has one) and the first pages from page templates.
 */
export function createCmsSetupService({
  transaction,
  pagesOfSite,
  leaveOutOfMenu,
  publishSite,
}: CmsSetupServiceDeps) {
  return {
    async status(ctx: RequestContext, siteId: number) {
      return { needs_setup: (await pagesOfSite(ctx, siteId)).length === 0 }
    },

    async setup(
      ctx: RequestContext,
      siteId: number,
      body: SetupSiteBody,
    ): Promise<SetupSiteResponse> {
      const created = await transaction(async (services) => {
        const { sites, layouts, pages, blocks, componentsRepo } = services
        if ((await pages.listOfSite(ctx, siteId)).length > 0)
          throw new ConflictError(ctx.t('sites.already_set_up'))
        const site = await sites.update(ctx, siteId, { theme_id: body.theme_id })
        const content = { templates: body.templates, siteDescription: site.description }
        const starters = new Map(
          (await componentsRepo.listPlatform()).map((component) => [component.key, component.id]),
        )
        const componentId = (key: string) => {
          const id = starters.get(key)
          if (!id) throw new Error(`the page templates need the starter component ${key}`)
          return id
        }
        const [existing] = await layouts.listOfSite(ctx, siteId)
        const layoutId =
          existing?.id ?? (await createLayout(services, ctx, siteId, content, componentId))
        const formId = body.templates.includes('contact')
          ? await createContactForm(services.db, ctx, siteId)
          : null
        const written: { page: Page; inMenu: boolean }[] = []
        for (const [order, page] of setupPages(content).entries())
          written.push({
            page: await writePage({ pages, blocks }, ctx, {
              siteId,
              layoutId,
              order,
              page,
              componentId,
              formId,
            }),
            inMenu: page.inMenu !== false,
          })
        return written
      })
      const outOfMenu = created.filter((c) => !c.inMenu).map((c) => c.page.id)
      await leaveOutOfMenu(requireOrganization(ctx).id, siteId, outOfMenu)
      await publishSite(ctx, siteId)
      return { pages: created.map((c) => c.page) }
    },
  }
}

/** The layout 'Standard' with the starter header and footer, linking only to pages created. */
async function createLayout(
  { layouts, blocks }: SeedServices,
  ctx: RequestContext,
  siteId: number,
  content: SetupContentArgs,
  componentId: (key: string) => number,
) {
  const layout = await layouts.create(
    ctx,
    CreateLayoutBody.parse({ site_id: siteId, title: SETUP_LAYOUT.title }) as {
      site_id: number
      title: string
    },
  )
  const { header, footer } = setupLayoutData(content)
  for (const [slot, data] of [
    ['header', header],
    ['footer', footer],
  ] as const)
    await blocks.createContent(
      ctx,
      CreateContentBody.parse({
        layout_id: layout.id,
        layout_slot: slot,
        component_id: componentId(slot),
        data,
      }),
    )
  return layout.id
}

export type CmsSetupService = ReturnType<typeof createCmsSetupService>
