import { SiteSettings, type SiteSettingsBody, type SiteSettingsResponse } from '@sitewerk/contracts'
import type { Clock } from '../../lib/clock.ts'
import { NotFoundError, ValidationError } from '../../lib/errors.ts'
import { requireOrganization, type RequestContext } from '../../lib/request-context.ts'
import type { SiteRow, SitesRepository } from './repository.ts'

/** Media types a logo or a favicon may be: what sharp reads, and SVG (sanitised at upload). */
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml'])

export interface SiteSettingsServiceDeps {
  repo: SitesRepository
  clock: Clock
  /** The organisation's media file of this id (its type), or null: another tenant's file is none. */
  findMediaFile: (organizationId: number, fileId: number) => Promise<{ mimeType: string } | null>
  onSiteChanged?: (siteId: number) => void
}

/**
 * The stored settings as the contract reads them: a site saved before a field existed gets its
 * default, and a stored value the contract no longer accepts is dropped rather than failing the read.
 */
export function readSiteSettings(stored: unknown): SiteSettings {
  const parsed = SiteSettings.safeParse(stored ?? {})
  return parsed.success ? parsed.data : SiteSettings.parse({})
}

export const toSiteSettingsResponse = (site: SiteRow): SiteSettingsResponse => ({
  settings: readSiteSettings(site.settings),
  logo_file_id: site.logoFileId,
  favicon_file_id: site.faviconFileId,
  seo_image_id: site.seoImageId,
})

/** GET and PUT sites/{id}/settings: the owner's contact, hours, social links, language and images. */
export function createSiteSettingsService({
  repo,
  clock,
  findMediaFile,
  onSiteChanged,
}: SiteSettingsServiceDeps) {
  async function load(ctx: RequestContext, id: number) {
    const { id: organizationId } = requireOrganization(ctx)
    const site = await repo.findById({ organizationId, id })
    if (!site) throw new NotFoundError()
    return { organizationId, site }
  }

  return {
    async get(ctx: RequestContext, id: number) {
      return toSiteSettingsResponse((await load(ctx, id)).site)
    },

    async put(
      ctx: RequestContext,
      id: number,
      body: SiteSettingsBody & { settings: SiteSettings },
    ) {
      const { organizationId } = await load(ctx, id)
      const errors: Record<string, string[]> = {}
      const images = [
        ['logo_file_id', body.logo_file_id],
        ['favicon_file_id', body.favicon_file_id],
        ['seo_image_id', body.seo_image_id],
      ] as const
      for (const [field, fileId] of images) {
        if (fileId === null) continue
        const file = await findMediaFile(organizationId, fileId)
        if (!file) errors[field] = [ctx.t('media.file_unknown')]
        else if (!IMAGE_TYPES.has(file.mimeType))
          errors[field] = [ctx.t('site_settings.not_an_image')]
      }
      if (Object.keys(errors).length) throw new ValidationError(ctx.t('validation.invalid'), errors)
      const updated = await repo.update(
        { organizationId, id },
        {
          settings: body.settings,
          logoFileId: body.logo_file_id,
          faviconFileId: body.favicon_file_id,
          seoImageId: body.seo_image_id,
          updatedAt: clock.now(),
        },
      )
      if (!updated) throw new NotFoundError()
      onSiteChanged?.(id)
      return toSiteSettingsResponse(updated)
    },
  }
}

export type SiteSettingsService = ReturnType<typeof createSiteSettingsService>
