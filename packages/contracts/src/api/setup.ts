import { z } from 'zod'
import { Id } from '../primitives.ts'
import { Page } from '../entities/page-tree.ts'

/** The page templates of the cms-setup wizard (spec §2 /puronectar/cms-setup); imprint and privacy are the German legal pages (issue 13). */
export const PAGE_TEMPLATE_KEYS = ['home', 'about', 'contact', 'imprint', 'privacy'] as const
export const PageTemplateKey = z.enum(PAGE_TEMPLATE_KEYS)
export type PageTemplateKey = z.infer<typeof PageTemplateKey>

/** POST sites/{id}/setup: the site's theme and the pages to create; home is always among them. */
export const SetupSiteBody = z.strictObject({
  theme_id: Id,
  templates: z
    .array(PageTemplateKey)
    .max(PAGE_TEMPLATE_KEYS.length)
    .refine((keys) => keys.includes('home'), 'home_required')
    .refine((keys) => new Set(keys).size === keys.length, 'duplicate'),
})
export type SetupSiteBody = z.input<typeof SetupSiteBody>

/** The created pages, in template order; the home page (url '') first. */
export const SetupSiteResponse = z.object({ pages: z.array(Page) })
export type SetupSiteResponse = z.infer<typeof SetupSiteResponse>

/** GET sites/{id}/setup: a site needs the setup while it has no pages. */
export const SetupStatus = z.object({ needs_setup: z.boolean() })
export type SetupStatus = z.infer<typeof SetupStatus>
