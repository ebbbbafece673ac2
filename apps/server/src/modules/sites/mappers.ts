import { toDbDateTime, type Domain, type Site } from '@sitewerk/contracts'
import type { DomainRow, SiteRow } from './repository.ts'

export function toDomainResponse(row: DomainRow): Domain {
  return {
    id: row.id,
    domain: row.domain,
    site_id: row.siteId,
    forward_key: row.forwardKey,
    key: row.key,
    organization_id: row.organizationId,
    primary: row.primary,
    verified_at: row.verifiedAt ? toDbDateTime(row.verifiedAt) : null,
    certificate: row.certificate
      ? {
          wildcard: row.certificate.wildcard,
          renewAt: row.certificate.renewAt ? toDbDateTime(row.certificate.renewAt) : null,
          domain_id: row.id,
        }
      : null,
  }
}

export function toSiteResponse(row: SiteRow, domains: DomainRow[], url: string): Site {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    seo_image_id: row.seoImageId,
    variables: row.variables,
    variables_schema: row.variablesSchema,
    organization_id: row.organizationId,
    identifier: row.identifier,
    theme_id: row.themeId,
    domains: domains.map(toDomainResponse),
    url,
  }
}
