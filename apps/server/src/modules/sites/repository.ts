import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import {
  domainCertificates,
  domains,
  organizations,
  reusableSections,
  sections,
  sites,
} from '../../db/schema/index.ts'
import type { TenantScope } from '../../lib/tenant-scope.ts'

export type SiteRow = typeof sites.$inferSelect
export type DomainRow = typeof domains.$inferSelect & {
  certificate: typeof domainCertificates.$inferSelect | null
}

export function createSitesRepository(db: Db) {
  const domainsOf = async (siteIds: number[]): Promise<DomainRow[]> => {
    if (!siteIds.length) return []
    const rows = await db
      .select({ domain: domains, certificate: domainCertificates })
      .from(domains)
      .leftJoin(domainCertificates, eq(domainCertificates.domainId, domains.id))
      .where(inArray(domains.siteId, siteIds))
      .orderBy(asc(domains.id))
    return rows.map((r) => ({ ...r.domain, certificate: r.certificate }))
  }

  return {
    domainsOf,
    list: ({ organizationId }: TenantScope) =>
      db.query.sites.findMany({
        where: eq(sites.organizationId, organizationId),
        orderBy: asc(sites.id),
      }),
    countOf: ({ organizationId }: TenantScope) =>
      db.$count(sites, eq(sites.organizationId, organizationId)),
    /** Whether the organisation is suspended (decision 032): its sites answer no one. */
    isOrganizationSuspended: async (organizationId: number) => {
      const row = await db.query.organizations.findFirst({
        columns: { suspendedAt: true },
        where: eq(organizations.id, organizationId),
      })
      return Boolean(row?.suspendedAt)
    },
    findById: async ({ organizationId, id }: TenantScope & { id: number }) =>
      (await db.query.sites.findFirst({
        where: and(eq(sites.organizationId, organizationId), eq(sites.id, id)),
      })) ?? null,
    findByIdentifier: async (identifier: string) =>
      (await db.query.sites.findFirst({ where: eq(sites.identifier, identifier) })) ?? null,
    insert: async (values: typeof sites.$inferInsert) =>
      (await db.insert(sites).values(values).returning())[0]!,
    update: async (
      { organizationId, id }: TenantScope & { id: number },
      changes: Partial<typeof sites.$inferInsert>,
    ) =>
      (
        await db
          .update(sites)
          .set(changes)
          .where(and(eq(sites.organizationId, organizationId), eq(sites.id, id)))
          .returning()
      )[0] ?? null,
    /**
     * Deletes the site with everything on it. Its placements of reusable sections let go first:
     * sections.reusable_section_id restricts (decision 041), and a restrict is checked before the
     * cascade through pages and articles has reached the sections.
     */
    delete: ({ organizationId, id }: TenantScope & { id: number }) =>
      db.transaction(async (tx) => {
        await tx
          .update(sections)
          .set({ reusableSectionId: null })
          .where(
            inArray(
              sections.reusableSectionId,
              tx
                .select({ id: reusableSections.id })
                .from(reusableSections)
                .where(
                  and(
                    eq(reusableSections.organizationId, organizationId),
                    eq(reusableSections.siteId, id),
                  ),
                ),
            ),
          )
        const deleted = await tx
          .delete(sites)
          .where(and(eq(sites.organizationId, organizationId), eq(sites.id, id)))
          .returning()
        return deleted.length > 0
      }),

    domains: {
      findByName: async (domain: string) =>
        (await db.query.domains.findFirst({ where: eq(domains.domain, domain) })) ?? null,
      findById: async ({ organizationId, id }: TenantScope & { id: number }) =>
        (await db.query.domains.findFirst({
          where: and(eq(domains.organizationId, organizationId), eq(domains.id, id)),
        })) ?? null,
      insert: async (values: typeof domains.$inferInsert) =>
        (await db.insert(domains).values(values).returning())[0]!,
      update: async (id: number, changes: Partial<typeof domains.$inferInsert>) =>
        (await db.update(domains).set(changes).where(eq(domains.id, id)).returning())[0] ?? null,
      /** Makes one domain the site's primary and every other one not, atomically. */
      makePrimary: (siteId: number, id: number) =>
        db.transaction(async (tx) => {
          await tx.update(domains).set({ primary: false }).where(eq(domains.siteId, siteId))
          await tx.update(domains).set({ primary: true }).where(eq(domains.id, id))
        }),
      delete: async (id: number) => {
        await db.delete(domains).where(eq(domains.id, id))
      },
    },
  }
}

export type SitesRepository = ReturnType<typeof createSitesRepository>
