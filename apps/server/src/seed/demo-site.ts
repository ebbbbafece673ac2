import {
  CreateContentBody,
  CreateLayoutBody,
  CreateSiteBody,
  CreateThemeBody,
  UpdateSiteBody,
  type MediaInputValue,
} from '@sitewerk/contracts'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../db/client.ts'
import { systemClock } from '../lib/clock.ts'
import type { Storage } from '../lib/storage/storage.ts'
import { createMediaRepository } from '../modules/media/repository.ts'
import { createMediaService } from '../modules/media/service.ts'
import { createMediaUsages } from '../modules/media/usages.ts'
import { createSitesRepository } from '../modules/sites/repository.ts'
import type { AuthUser, RequestContext } from '../lib/request-context.ts'
import { createTranslator } from '../lib/i18n/translate.ts'
import {
  DEMO_HEADLINE_FONT,
  DEMO_LAYOUT_CSS,
  DEMO_PAGES,
  DEMO_SITE,
  DEMO_THEME,
  demoFooter,
  demoHeader,
} from './demo-site-content.ts'
import { attachPhotos, type DrawnDemoPhoto } from './demo-photos.ts'
import { servicesOver } from './services-over.ts'
import { writePage } from './write-page.ts'
import { createPublisher } from '../modules/publishing/publisher.ts'
import { createContactForm } from './contact-form.ts'

export interface DemoSiteOptions {
  /** The owner the demo writes as, in their organisation. */
  owner: AuthUser
  organizationId: number
  appUrl: string
  sitesDomain: string
  /** For the copyright line. */
  year: number
  /** The demo's pictures, uploaded through the media service into `storage`. */
  photos: DrawnDemoPhoto[]
  media: DemoMedia
}

/** Where the demo's pictures go: the installation's media storage and upload limit. */
export interface DemoMedia {
  storage: Storage
  maxPixels: number
  log: FastifyBaseLogger
}

/** Uploads the pictures as the owner would, with their alt texts; answers them by alt text. */
async function uploadPhotos(
  db: Db,
  ctx: RequestContext,
  { photos, media }: Pick<DemoSiteOptions, 'photos' | 'media'>,
) {
  const repo = createMediaRepository(db)
  const service = createMediaService({
    repo,
    usages: createMediaUsages(repo),
    clock: systemClock,
    ...media,
  })
  const files = new Map<string, MediaInputValue>()
  for (const { photo, body } of photos) {
    const file = await service.upload(ctx, {
      fields: { namespace: 'media', alt: photo.alt },
      file: { filename: photo.filename, body },
    })
    files.set(photo.alt, {
      id: file.id,
      filename: file.filename,
      name: file.name,
      width: file.width ?? photo.width,
      height: file.height ?? photo.height,
      size: file.size,
      alt: file.alt,
    })
  }
  return files
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
    testUser: null,
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
  await createSitesRepository(db).update(
    { organizationId: options.organizationId, id: site.id },
    { settings: DEMO_SITE.settings },
  )
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

  const files = await uploadPhotos(db, ctx, options)
  const formId = await createContactForm(db, ctx, site.id)
  for (const [order, page] of DEMO_PAGES.entries())
    await writePage({ pages, blocks }, ctx, {
      siteId: site.id,
      layoutId: layout.id,
      order,
      page: attachPhotos(page, files),
      componentId,
      formId,
    })
  // Visitors see the demo at once: its first version is published (decision 027).
  await createPublisher({ db }).publish(options.organizationId, site.id, {
    withSite: true,
    by: { userId: null, note: 'Demo' },
    now: new Date(),
  })
  return site.url
}
