import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type {
  ComponentTranslations,
  FormField,
  MediaInputValue,
  PageWithArticles,
  SiteSnapshot,
} from '@sitewerk/contracts'
import { createdAt, timestamps } from './columns.ts'
import { deviceDisplay } from './device-display.ts'
import { colorsets, mediaFiles, platformOrTenant, tenant } from './organizations.ts'
import { themes } from './themes.ts'
import { users } from './users.ts'

export const sites = pgTable(
  'sites',
  {
    id: serial('id').primaryKey(),
    organizationId: tenant(),
    title: text('title').notNull(),
    description: text('description'),
    seoImageId: integer('seo_image_id').references(() => mediaFiles.id),
    variables: jsonb('variables').$type<Record<string, unknown>>().notNull().default({}),
    variablesSchema: jsonb('variables_schema').$type<FormField[]>().notNull().default([]),
    /** The site's label under SITES_DOMAIN: {identifier}.{SITES_DOMAIN}. */
    identifier: text('identifier').notNull(),
    themeId: integer('theme_id').references(() => themes.id, { onDelete: 'set null' }),
    /** The header's logo (SVG or image) and the favicon's source; the organisation's own files. */
    logoFileId: integer('logo_file_id').references(() => mediaFiles.id, { onDelete: 'set null' }),
    faviconFileId: integer('favicon_file_id').references(() => mediaFiles.id, {
      onDelete: 'set null',
    }),
    /** The owner's site settings: contact, opening hours, social links, language (contracts' SiteSettings). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    /** The menu as the owner arranged it; null: derived from the page tree (contracts' NavigationMenu). */
    navigation: jsonb('navigation').$type<unknown[]>(),
    /** What visitors see of navigation, variables and layouts (decision 027); null: never published. */
    publishedVersionId: integer('published_version_id').references(
      (): AnyPgColumn => siteVersions.id,
      { onDelete: 'set null' },
    ),
    /** Since when navigation, variables or layouts have changes visitors do not see; null: none. */
    draftChangedAt: timestamp('draft_changed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('sites_identifier_unique').on(t.identifier),
    index('sites_org_idx').on(t.organizationId),
  ],
)

export const domains = pgTable(
  'domains',
  {
    id: serial('id').primaryKey(),
    organizationId: tenant(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** Lower-case host name without port. */
    domain: text('domain').notNull(),
    /** Token the owner publishes in a DNS TXT record to prove the domain is theirs. */
    key: text('key').notNull(),
    /** When set, the domain answers 301 to the site's primary domain. */
    forwardKey: boolean('forward_key').notNull().default(false),
    primary: boolean('primary').notNull().default(false),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('domains_domain_unique').on(t.domain),
    index('domains_site_idx').on(t.siteId),
  ],
)

/** spec §3 Domain.certificate: what Caddy issued for the domain. */
export const domainCertificates = pgTable('domain_certificates', {
  id: serial('id').primaryKey(),
  domainId: integer('domain_id')
    .notNull()
    .unique()
    .references(() => domains.id, { onDelete: 'cascade' }),
  wildcard: boolean('wildcard').notNull().default(false),
  renewAt: timestamp('renew_at', { withTimezone: true }),
})

export const components = pgTable(
  'components',
  {
    id: serial('id').primaryKey(),
    /** null: a platform component, managed by superusers and visible to every organisation. */
    organizationId: platformOrTenant(),
    namespace: text('namespace', { enum: ['module', 'header', 'footer', 'background'] }).notNull(),
    key: text('key').notNull(),
    title: text('title').notNull(),
    icon: text('icon'),
    form: jsonb('form').$type<FormField[]>().notNull().default([]),
    template: text('template').notNull().default(''),
    style: text('style').notNull().default(''),
    /** `style` compiled by sass and scoped to the component when saved. */
    css: text('css').notNull().default(''),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    script: text('script').notNull().default(''),
    /** Texts of title and form in other languages than German (decision 016). */
    translations: jsonb('translations').$type<ComponentTranslations>().notNull().default({}),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('components_org_key_unique').on(sql`coalesce(${t.organizationId}, 0)`, t.key),
  ],
)

export const layouts = pgTable('layouts', {
  id: serial('id').primaryKey(),
  organizationId: tenant(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  themeId: integer('theme_id').references(() => themes.id, { onDelete: 'set null' }),
  style: text('style'),
  css: text('css'),
  maxWidth: text('max_width', { enum: ['default', 'full'] })
    .notNull()
    .default('default'),
  ...timestamps(),
})

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    organizationId: tenant(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => pages.id, {
      onDelete: 'set null',
    }),
    layoutId: integer('layout_id').references(() => layouts.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** Path without leading slash; '' is the home page. Unique per site. */
    url: text('url').notNull(),
    order: integer('order').notNull().default(0),
    style: text('style'),
    css: text('css'),
    description: text('description'),
    seoImageId: integer('seo_image_id').references(() => mediaFiles.id),
    /** The title search results show; null: 'page title | site title' (decision 036). */
    seoTitle: text('seo_title'),
    /** Asks search engines not to list the page; it leaves the sitemap too. */
    noindex: boolean('noindex').notNull().default(false),
    /** Left out of the sitemap, still indexable. */
    excludeFromSitemap: boolean('exclude_from_sitemap').notNull().default(false),
    /** `<link rel="canonical">`: a path of the site or an absolute URL; null: the page's own. */
    canonicalUrl: text('canonical_url'),
    /** The version visitors see (decision 027); null: unpublished, a 404 for visitors. */
    publishedVersionId: integer('published_version_id').references(
      (): AnyPgColumn => pageVersions.id,
      { onDelete: 'set null' },
    ),
    /** Since when the draft differs from what visitors see; null: no unpublished changes. */
    draftChangedAt: timestamp('draft_changed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('pages_site_url_unique').on(t.siteId, t.url),
    index('pages_parent_idx').on(t.parentId),
  ],
)

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    organizationId: tenant(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    title: text('title'),
    height: text('height'),
    alignment: text('alignment'),
    backgroundFileId: integer('background_file_id').references(() => mediaFiles.id),
    order: integer('order').notNull().default(0),
    preset: text('preset'),
    style: text('style'),
    themeId: integer('theme_id').references(() => themes.id, { onDelete: 'set null' }),
    css: text('css'),
    classes: text('classes'),
    chain: boolean('chain').notNull().default(false),
    customColorsetId: integer('custom_colorset_id').references(() => colorsets.id, {
      onDelete: 'set null',
    }),
    ...deviceDisplay(),
    ...timestamps(),
  },
  (t) => [index('articles_page_idx').on(t.pageId)],
)

export const sections = pgTable(
  'sections',
  {
    id: serial('id').primaryKey(),
    organizationId: tenant(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    order: integer('order').notNull().default(0),
    preset: text('preset'),
    title: text('title'),
    themeId: integer('theme_id').references(() => themes.id, { onDelete: 'set null' }),
    customColorsetId: integer('custom_colorset_id').references(() => colorsets.id, {
      onDelete: 'set null',
    }),
    grid: text('grid'),
    maxWidth: text('max_width', { enum: ['default', 'full'] })
      .notNull()
      .default('default'),
    /** The background photo's media value (issue 13); its id is kept in `background_file_id` too. */
    background: jsonb('background').$type<MediaInputValue>(),
    /** The background photo's file: a foreign key, so a file in use cannot vanish under a section. */
    backgroundFileId: integer('background_file_id').references(() => mediaFiles.id),
    ...deviceDisplay(),
    /** A placement of a reusable section (decision 041): its blocks are the reusable section's. */
    reusableSectionId: integer('reusable_section_id').references(
      (): AnyPgColumn => reusableSections.id,
      { onDelete: 'restrict' },
    ),
    ...timestamps(),
  },
  (t) => [
    index('sections_article_idx').on(t.articleId),
    index('sections_reusable_idx').on(t.reusableSectionId),
  ],
)

/** A component with its data: in a section, in a layout slot, or as an article's background. */
export const contents = pgTable(
  'contents',
  {
    id: serial('id').primaryKey(),
    organizationId: tenant(),
    sectionId: integer('section_id').references(() => sections.id, { onDelete: 'cascade' }),
    layoutId: integer('layout_id').references(() => layouts.id, { onDelete: 'cascade' }),
    layoutSlot: text('layout_slot', { enum: ['header', 'footer'] }),
    articleId: integer('article_id').references(() => articles.id, { onDelete: 'cascade' }),
    /** A block of a reusable section (decision 041), shown by every section that places it. */
    reusableSectionId: integer('reusable_section_id').references(
      (): AnyPgColumn => reusableSections.id,
      { onDelete: 'cascade' },
    ),
    order: integer('order').notNull().default(0),
    componentId: integer('component_id')
      .notNull()
      .references(() => components.id, { onDelete: 'restrict' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    parallax: boolean('parallax').notNull().default(false),
    customColorsetId: integer('custom_colorset_id').references(() => colorsets.id, {
      onDelete: 'set null',
    }),
    themeId: integer('theme_id').references(() => themes.id, { onDelete: 'set null' }),
    gridArea: text('grid_area'),
    ...deviceDisplay(),
    ...timestamps(),
  },
  (t) => [
    index('contents_section_idx').on(t.sectionId),
    index('contents_layout_idx').on(t.layoutId),
    index('contents_article_idx').on(t.articleId),
    index('contents_component_idx').on(t.componentId),
    index('contents_reusable_idx').on(t.reusableSectionId),
    check(
      'contents_one_parent',
      sql`(${t.sectionId} is not null)::int + (${t.layoutId} is not null)::int + (${t.articleId} is not null)::int + (${t.reusableSectionId} is not null)::int = 1`,
    ),
    check('contents_layout_slot', sql`(${t.layoutId} is null) = (${t.layoutSlot} is null)`),
  ],
)

/**
 * A section's blocks shared by several pages of a site (issue 19, decision 041): its contents carry
 * `reusable_section_id`, and a section placing it on a page carries the same id instead of blocks.
 */
export const reusableSections = pgTable('reusable_sections', {
  id: serial('id').primaryKey(),
  organizationId: tenant(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  ...timestamps(),
})

/**
 * An immutable published state of a page (decision 027): the page with its articles, sections and
 * contents as the editor's GET page/{id} gives them. `snapshot` is null only between the migration
 * that published every existing page and the start-up step that fills it from the live tables.
 */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: serial('id').primaryKey(),
    organizationId: tenant(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references((): AnyPgColumn => pages.id, { onDelete: 'cascade' }),
    /** 1, 2, 3 … per page. */
    number: integer('number').notNull(),
    /** The page's address and title in this version (visitors find a published page by them). */
    url: text('url').notNull(),
    title: text('title').notNull(),
    snapshot: jsonb('snapshot').$type<PageWithArticles>(),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('page_versions_page_number_unique').on(t.pageId, t.number),
    index('page_versions_site_idx').on(t.siteId),
  ],
)

/** An immutable published state of a site's navigation, variables and layouts (decision 027). */
export const siteVersions = pgTable(
  'site_versions',
  {
    id: serial('id').primaryKey(),
    organizationId: tenant(),
    siteId: integer('site_id')
      .notNull()
      .references((): AnyPgColumn => sites.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    snapshot: jsonb('snapshot').$type<SiteSnapshot>(),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('site_versions_site_number_unique').on(t.siteId, t.number)],
)

/**
 * A publish planned for later: one page, or the whole site when `pageId` is null. A job of the
 * queue ('publish-schedule') carries it out once; cancelling deletes the row, and the job then
 * finds nothing to do.
 */
export const publishSchedules = pgTable(
  'publish_schedules',
  {
    id: serial('id').primaryKey(),
    organizationId: tenant(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    pageId: integer('page_id').references((): AnyPgColumn => pages.id, { onDelete: 'cascade' }),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    note: text('note'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why the publish failed when it was due (the schedule stays until moved or cancelled). */
    error: text('error'),
    ...timestamps(),
  },
  (t) => [
    index('publish_schedules_site_idx').on(t.siteId),
    uniqueIndex('publish_schedules_target_unique').on(t.siteId, sql`coalesce(${t.pageId}, 0)`),
  ],
)
