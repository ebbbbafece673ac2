import { z } from 'zod'
import { Layout, PageWithArticles } from '../entities/page-tree.ts'
import { DbDateTime, Id, Text } from '../primitives.ts'

/**
 * Drafts and published versions (issue #15, decision 027). What editors save is the draft; visitors
 * see the published version of each page, and the published navigation, variables and layouts of
 * the site. Dates travel as spec §9's UTC 'YYYY-MM-DD HH:MM:SS'.
 */

/** The longest note a publish may carry. */
export const PUBLISH_NOTE_MAX = 500

/** A page's place in the publishing cycle. */
export const PAGE_PUBLISH_STATUSES = ['published', 'changed', 'unpublished'] as const
export type PagePublishStatus = (typeof PAGE_PUBLISH_STATUSES)[number]

/** What a site version holds besides its pages: navigation, variables and every layout. */
export const SiteSnapshot = z.object({
  /** The arranged menu (contracts' Navigation), or null while it is derived from the pages. */
  navigation: z.array(z.unknown()).nullable(),
  variables: z.record(z.string(), z.unknown()),
  layouts: z.array(Layout),
})
export type SiteSnapshot = z.infer<typeof SiteSnapshot>

/** Who published or planned a publish; null once that account is deleted. */
export const PublishAuthor = z.object({ id: Id, name: z.string() }).nullable()
export type PublishAuthor = z.infer<typeof PublishAuthor>

/** A publish planned for later; `page_id` null: the whole site. */
export const PublishSchedule = z.object({
  id: Id,
  site_id: Id,
  page_id: Id.nullable(),
  run_at: DbDateTime,
  note: z.string().nullable(),
  created_by: PublishAuthor,
  created_at: DbDateTime,
  /** Why the publish failed when it was due; the schedule stays until it is moved or cancelled. */
  error: z.string().nullable(),
})
export type PublishSchedule = z.infer<typeof PublishSchedule>

/** One entry of a page's history, without its content. */
export const PageVersionSummary = z.object({
  id: Id,
  page_id: Id,
  number: z.number().int().positive(),
  title: z.string(),
  url: z.string(),
  note: z.string().nullable(),
  created_by: PublishAuthor,
  created_at: DbDateTime,
  /** This version is what visitors see now. */
  current: z.boolean(),
})
export type PageVersionSummary = z.infer<typeof PageVersionSummary>

/** GET page-versions/{id}: the version with the page as it was published. */
export const PageVersion = PageVersionSummary.extend({ page: PageWithArticles })
export type PageVersion = z.infer<typeof PageVersion>

/** GET page/{id}/publishing: where one page stands. */
export const PagePublishing = z.object({
  page_id: Id,
  status: z.enum(PAGE_PUBLISH_STATUSES),
  /** Since when the draft has changes visitors do not see; null: none. */
  draft_changed_at: DbDateTime.nullable(),
  /** The version visitors see, or null when the page is not on the site. */
  published: PageVersionSummary.nullable(),
  schedule: PublishSchedule.nullable(),
})
export type PagePublishing = z.infer<typeof PagePublishing>

/** One page in the site's publish dialog. */
export const SitePublishingPage = z.object({
  id: Id,
  title: z.string(),
  url: z.string(),
  status: z.enum(PAGE_PUBLISH_STATUSES),
  draft_changed_at: DbDateTime.nullable(),
  published_at: DbDateTime.nullable(),
  /** The address visitors reach the page at now (it may differ from the draft's). */
  published_url: z.string().nullable(),
})
export type SitePublishingPage = z.infer<typeof SitePublishingPage>

/** GET sites/{id}/publishing: every page's state and the site's own (navigation, variables, layouts). */
export const SitePublishing = z.object({
  site_id: Id,
  /** Since when navigation, variables or layouts have unpublished changes; null: none. */
  draft_changed_at: DbDateTime.nullable(),
  published_at: DbDateTime.nullable(),
  pages: z.array(SitePublishingPage),
  schedules: z.array(PublishSchedule),
})
export type SitePublishing = z.infer<typeof SitePublishing>

const Note = Text(PUBLISH_NOTE_MAX).optional()

/** POST page/{id}/publish. */
export const PublishPageBody = z.object({ note: Note })
export type PublishPageBody = z.infer<typeof PublishPageBody>

/**
 * The planned publishes a publish now made needless, and so cancelled (issue 34, item 7): the
 * page's own plan; on a site publish the site's plan and the plans of the pages it published.
 */
const CancelledSchedules = z.array(PublishSchedule)

/** What a page publish did: the page's state, and the plan it cancelled. */
export const PublishPageResult = PagePublishing.extend({ cancelled_schedules: CancelledSchedules })
export type PublishPageResult = z.infer<typeof PublishPageResult>

/**
 * POST sites/{id}/publish: the site's navigation, variables and layouts, and the pages named (by
 * default every page with unpublished changes), as one consistent state.
 */
export const PublishSiteBody = z.object({
  note: Note,
  page_ids: z.array(Id).max(1000).optional(),
})
export type PublishSiteBody = z.infer<typeof PublishSiteBody>

/** What a site publish did. */
export const PublishSiteResult = z.object({
  site: SitePublishing,
  published_page_ids: z.array(Id),
  cancelled_schedules: CancelledSchedules,
})
export type PublishSiteResult = z.infer<typeof PublishSiteResult>

/** POST sites/{id}/schedules: plan a publish of one page (`page_id`) or of the site (null). */
export const CreateScheduleBody = z.object({
  page_id: Id.nullable(),
  /** UTC, spec §9; must lie in the future (422 otherwise). */
  run_at: DbDateTime,
  note: Note,
})
export type CreateScheduleBody = z.infer<typeof CreateScheduleBody>

/** PATCH schedules/{id}: move a planned publish. */
export const UpdateScheduleBody = z.object({ run_at: DbDateTime, note: Note })
export type UpdateScheduleBody = z.infer<typeof UpdateScheduleBody>

/** What a restore could not bring back, so the editor is told instead of finding gaps. */
export const RestoreMissing = z.object({
  /** Blocks left out because their component no longer exists (their component ids). */
  components: z.array(Id),
  /** Media files no longer in the library (their ids); the fields that held them are emptied. */
  media_files: z.array(Id),
  /** The layout the version used no longer exists: the page keeps its current one. */
  layout: z.boolean(),
})
export type RestoreMissing = z.infer<typeof RestoreMissing>

/** POST page-versions/{id}/restore: the draft now holds the version's content. */
export const RestoreVersionResult = z.object({
  page: PageWithArticles,
  missing: RestoreMissing,
})
export type RestoreVersionResult = z.infer<typeof RestoreVersionResult>

/** POST page/{id}/preview-link: a signed address of the draft on the site's host. */
export const PreviewLink = z.object({ url: z.string(), expires_at: DbDateTime })
export type PreviewLink = z.infer<typeof PreviewLink>
