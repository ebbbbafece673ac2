import {
  RESERVED_IDENTIFIERS,
  slugify,
  buildDataSchema,
  findSchemaProblems,
  type CreateSiteBody,
  type FormField,
  type UpdateSiteBody,
} from '@sitewerk/contracts'
import type { Clock } from '../../lib/clock.ts'
import { isUniqueViolation } from '../../lib/db-errors.ts'
import { NotFoundError, ValidationError } from '../../lib/errors.ts'
import { requireOrganization, type RequestContext } from '../../lib/request-context.ts'
import { foreignMediaPaths } from '../../lib/media-values.ts'
import { sanitizeFormData } from '../../lib/rich-text.ts'
import { randomToken } from '../../lib/tokens.ts'
import { issuesToFieldErrors, schemaProblemsToFieldErrors } from '../../lib/i18n/validation-messages.ts'
import type { DnsVerifier } from './dns-verifier.ts'
import { toDomainResponse, toSiteResponse } from './mappers.ts'
import type { DomainRow, SiteRow, SitesRepository } from './repository.ts'

export interface SitesServiceDeps {
  repo: SitesRepository
  clock: Clock
  verifyDns: DnsVerifier
  /** APP_URL, for the protocol and port of site addresses. */
  appUrl: string
  sitesDomain: string
  /** Whether the theme exists in the organisation (a site may only use its own themes). */
  hasTheme?: (organizationId: number, themeId: number) => Promise<boolean>
  /** Whether the organisation has this media file (an image may only be one's own). */
  hasMediaFile?: (organizationId: number, fileId: number) => Promise<boolean>
  /** Called after any change that alters what a site's pages look like or where they live. */
  onSiteChanged?: (siteId: number) => void
  /**
   * Throws (403 FeatureLockedErrorBody) when the organisation's plan allows no further site
   * besides the `existing` ones (decision 029).
   */
  assertMayAddSite?: (
    ctx: RequestContext,
    organizationId: number,
    existing: number,
  ) => Promise<void>
}

const siteSlug = (title: string) => slugify(title, 50) || 'site'

export function createSitesService({
  repo,
  clock,
  verifyDns,
  appUrl,
  sitesDomain,
  onSiteChanged,
  hasTheme,
  hasMediaFile,
  assertMayAddSite,
}: SitesServiceDeps) {
  const { protocol, port } = new URL(appUrl)
  const origin = (host: string) => `${protocol}//${host}${port ? `:${port}` : ''}`

  const siteUrl = (site: SiteRow, domains: DomainRow[]) => {
    const primary = domains.find((d) => d.primary && d.verifiedAt && !d.forwardKey)
    return origin(primary?.domain ?? `${site.identifier}.${sitesDomain}`)
  }

  const present = async (site: SiteRow) => {
    const domains = await repo.domainsOf([site.id])
    return toSiteResponse(site, domains, siteUrl(site, domains))
  }

  async function load(ctx: RequestContext, id: number) {
    const { id: organizationId } = requireOrganization(ctx)
    const site = await repo.findById({ organizationId, id })
    if (!site) throw new NotFoundError()
    return { organizationId, site }
  }

  const invalid = (ctx: RequestContext, errors: Record<string, string[]>) =>
    new ValidationError(ctx.t('validation.invalid'), errors)

  function assertIdentifierAllowed(ctx: RequestContext, identifier: string) {
    if ((RESERVED_IDENTIFIERS as readonly string[]).includes(identifier)) {
      throw invalid(ctx, { identifier: [ctx.t('sites.identifier_taken')] })
    }
  }

  async function freeIdentifier(title: string) {
    const base = siteSlug(title)
    for (let n = 0; n < 20; n++) {
      const candidate = n === 0 ? base : `${base}-${n + 1}`
      if (
        !(RESERVED_IDENTIFIERS as readonly string[]).includes(candidate) &&
        !(await repo.findByIdentifier(candidate))
      )
        return candidate
    }
    return `${base}-${randomToken(4)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}`
  }

  function assertSchema(ctx: RequestContext, schema: FormField[]) {
    const problems = findSchemaProblems(schema)
    if (problems.length)
      throw invalid(ctx, schemaProblemsToFieldErrors(problems, ctx.t, 'variables_schema'))
  }

  const saveOrTaken = async <T>(ctx: RequestContext, field: string, write: () => Promise<T>) => {
    try {
      return await write()
    } catch (error) {
      if (isUniqueViolation(error))
        throw invalid(ctx, { [field]: [ctx.t(`sites.${field}_taken` as 'sites.identifier_taken')] })
      throw error
    }
  }

  return {
    siteUrl,

    async list(ctx: RequestContext) {
      const { id: organizationId } = requireOrganization(ctx)
      const rows = await repo.list({ organizationId })
      const domains = await repo.domainsOf(rows.map((r) => r.id))
      return rows.map((site) => {
        const own = domains.filter((d) => d.siteId === site.id)
        return toSiteResponse(site, own, siteUrl(site, own))
      })
    },

    async get(ctx: RequestContext, id: number) {
      return present((await load(ctx, id)).site)
    },

    async create(ctx: RequestContext, body: CreateSiteBody & { title: string }) {
      const { id: organizationId } = requireOrganization(ctx)
      await assertMayAddSite?.(ctx, organizationId, await repo.countOf({ organizationId }))
      if (body.identifier) assertIdentifierAllowed(ctx, body.identifier)
      const identifier = body.identifier ?? (await freeIdentifier(body.title))
      const site = await saveOrTaken(ctx, 'identifier', () =>
        repo.insert({
          organizationId,
          title: body.title,
          description: body.description ?? null,
          identifier,
        }),
      )
      // The new site's address may have been asked for before, and remembered as unknown.
      onSiteChanged?.(site.id)
      return present(site)
    },

    async update(ctx: RequestContext, id: number, body: UpdateSiteBody) {
      const { organizationId } = await load(ctx, id)
      if (body.identifier) assertIdentifierAllowed(ctx, body.identifier)
      if (body.variables_schema) assertSchema(ctx, body.variables_schema)
      if (body.theme_id && !(await hasTheme?.(organizationId, body.theme_id))) {
        throw invalid(ctx, { theme_id: [ctx.t('themes.unknown')] })
      }
      if (body.seo_image_id && !(await hasMediaFile?.(organizationId, body.seo_image_id))) {
        throw invalid(ctx, { seo_image_id: [ctx.t('media.file_unknown')] })
      }
      const site = await saveOrTaken(ctx, 'identifier', () =>
        repo.update(
          { organizationId, id },
          {
            ...(body.title !== undefined ? { title: body.title } : {}),
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(body.identifier !== undefined ? { identifier: body.identifier } : {}),
            ...(body.seo_image_id !== undefined ? { seoImageId: body.seo_image_id } : {}),
            ...(body.theme_id !== undefined ? { themeId: body.theme_id } : {}),
            ...(body.variables_schema !== undefined
              ? { variablesSchema: body.variables_schema }
              : {}),
            updatedAt: clock.now(),
          },
        ),
      )
      onSiteChanged?.(id)
      return present(site!)
    },

    /** Site variables, checked against the site's own variables_schema (the schema-form model). */
    async updateVariables(ctx: RequestContext, id: number, variables: Record<string, unknown>) {
      const { organizationId, site } = await load(ctx, id)
      const parsed = buildDataSchema(site.variablesSchema).safeParse(variables)
      if (!parsed.success) {
        const errors = issuesToFieldErrors(
          parsed.error.issues.map((i) => ({
            ...i,
            path: ['variables', ...i.path.map(String)],
          })) as never,
          ctx.t,
          { variables },
        )
        throw invalid(ctx, errors)
      }
      // A media value must be one of the organisation's own files, as seo_image_id must.
      const foreign = await foreignMediaPaths(
        site.variablesSchema,
        parsed.data,
        async (fileId) => (await hasMediaFile?.(organizationId, fileId)) === true,
        'variables',
      )
      if (foreign.length)
        throw invalid(
          ctx,
          Object.fromEntries(foreign.map((path) => [path, [ctx.t('media.file_unknown')]])),
        )
      const updated = await repo.update(
        { organizationId, id },
        {
          variables: sanitizeFormData(site.variablesSchema, parsed.data),
          updatedAt: clock.now(),
        },
      )
      return present(updated!)
    },

    async delete(ctx: RequestContext, id: number) {
      const { organizationId } = await load(ctx, id)
      await repo.delete({ organizationId, id })
      onSiteChanged?.(id)
    },

    async addDomain(
      ctx: RequestContext,
      siteId: number,
      body: { domain: string; forward_key?: boolean },
    ) {
      const { organizationId } = await load(ctx, siteId)
      if (
        body.domain === sitesDomain ||
        body.domain.endsWith(`.${sitesDomain}`) ||
        body.domain === new URL(appUrl).hostname
      ) {
        throw invalid(ctx, { domain: [ctx.t('sites.domain_reserved')] })
      }
      const row = await saveOrTaken(ctx, 'domain', () =>
        repo.domains.insert({
          organizationId,
          siteId,
          domain: body.domain,
          key: randomToken(18),
          forwardKey: body.forward_key ?? false,
        }),
      )
      return toDomainResponse({ ...row, certificate: null })
    },

    async loadDomain(ctx: RequestContext, id: number) {
      const { id: organizationId } = requireOrganization(ctx)
      const row = await repo.domains.findById({ organizationId, id })
      if (!row) throw new NotFoundError()
      return row
    },

    async verifyDomain(ctx: RequestContext, id: number) {
      const row = await this.loadDomain(ctx, id)
      if (!(await verifyDns(row.domain, row.key))) {
        throw invalid(ctx, {
          domain: [ctx.t('sites.domain_unverified', { name: `_sitewerk.${row.domain}` })],
        })
      }
      const updated = await repo.domains.update(row.id, {
        verifiedAt: row.verifiedAt ?? clock.now(),
        updatedAt: clock.now(),
      })
      onSiteChanged?.(row.siteId)
      return toDomainResponse({ ...updated!, certificate: null })
    },

    async updateDomain(
      ctx: RequestContext,
      id: number,
      body: { forward_key?: boolean; primary?: true },
    ) {
      const row = await this.loadDomain(ctx, id)
      if (body.primary) {
        if (!row.verifiedAt) throw invalid(ctx, { primary: [ctx.t('sites.domain_not_verified')] })
        await repo.domains.makePrimary(row.siteId, row.id)
      }
      const updated = await repo.domains.update(row.id, {
        ...(body.forward_key !== undefined ? { forwardKey: body.forward_key } : {}),
        updatedAt: clock.now(),
      })
      onSiteChanged?.(row.siteId)
      return toDomainResponse({ ...updated!, certificate: null })
    },

    async deleteDomain(ctx: RequestContext, id: number) {
      const row = await this.loadDomain(ctx, id)
      await repo.domains.delete(row.id)
      onSiteChanged?.(row.siteId)
    },
  }
}

export type SitesService = ReturnType<typeof createSitesService>
