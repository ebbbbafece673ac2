import { z } from 'zod'
import { DbDateTime, Id, JsonRecord, RawText, Text } from '../primitives.ts'
import { FormSchema } from '../schema-form/field.ts'

/** A DNS label: the site's address under SITES_DOMAIN. */
export const SiteIdentifier = z
  .string()
  .trim()
  .toLowerCase()
  .min(2)
  .max(63)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/, 'identifier')
/** Labels that would be confused with the platform's own hosts. */
export const RESERVED_IDENTIFIERS = [
  'www',
  'api',
  'app',
  'admin',
  'mail',
  'backend',
  'static',
  'assets',
  'cdn',
] as const

/**
 * What a person pastes into a domain field, cleaned to the host name: `https://www.Example.de/`
 * and `www.example.de:443/kontakt?x` become `www.example.de` (scheme, user, port, path, query,
 * fragment and a trailing dot go; issue 13). Anything else stays for the check to refuse.
 */
export function cleanDomainInput(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/^\/\//, '')
    .replace(/[/?#].*$/, '')
    .replace(/^[^@]*@/, '')
    .replace(/:\d*$/, '')
    .replace(/\.$/, '')
}

/** A host name: labels of letters, digits and hyphens, at least one dot, no port. */
export const DomainName = z
  .string()
  .overwrite(cleanDomainInput)
  .max(253)
  .regex(
    /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]{0,61}[a-z0-9]$/,
    'domain',
  )

/** spec §3 Domain, with `certificate` (wildcard, renewAt, domain_id) once one was issued. */
export const Domain = z.object({
  id: Id,
  domain: z.string(),
  site_id: Id,
  forward_key: z.boolean(),
  key: z.string(),
  organization_id: Id,
  primary: z.boolean(),
  verified_at: DbDateTime.nullable(),
  certificate: z
    .object({ wildcard: z.boolean(), renewAt: DbDateTime.nullable(), domain_id: Id })
    .nullable(),
})
export type Domain = z.infer<typeof Domain>

/** spec §3 Site. */
export const Site = z.object({
  id: Id,
  title: z.string(),
  description: z.string().nullable(),
  seo_image_id: Id.nullable(),
  variables: z.record(z.string(), z.unknown()),
  variables_schema: FormSchema,
  organization_id: Id,
  identifier: z.string(),
  theme_id: Id.nullable(),
  domains: z.array(Domain),
  /** Where visitors reach the site: its primary verified domain, else {identifier}.{SITES_DOMAIN}. */
  url: z.string(),
})
export type Site = z.infer<typeof Site>

export const CreateSiteBody = z.strictObject({
  title: Text(120).pipe(z.string().min(1)),
  description: Text(500).nullable().optional(),
  identifier: SiteIdentifier.optional(),
})
export type CreateSiteBody = z.input<typeof CreateSiteBody>

export const UpdateSiteBody = z.strictObject({
  title: Text(120).pipe(z.string().min(1)).optional(),
  description: Text(500).nullable().optional(),
  identifier: SiteIdentifier.optional(),
  seo_image_id: Id.nullable().optional(),
  /** The site's theme (issue #4); null: the spec §3 default theme. */
  theme_id: Id.nullable().optional(),
  variables_schema: FormSchema.optional(),
})
export type UpdateSiteBody = z.input<typeof UpdateSiteBody>

/** PUT sites/{id}/variables: values checked against the site's variables_schema. */
export const UpdateSiteVariablesBody = z.strictObject({
  variables: JsonRecord,
})

export const CreateDomainBody = z.strictObject({
  domain: DomainName,
  forward_key: z.boolean().optional(),
})
export const UpdateDomainBody = z.strictObject({
  forward_key: z.boolean().optional(),
  primary: z.literal(true).optional(),
})

/** GET site (spec §7): the site of a domain. */
/** `organization_id` only for callers who may act in that organisation (to switch to it). */
export const SiteLookup = z.object({ id: Id, organization_id: Id.optional() })
export const SiteLookupQuery = z.object({ domain: RawText(253).optional() })

/** GET settings (spec §7). */
export const Settings = z.object({ is_hub: z.boolean(), hub_url: z.string().nullable() })
export type Settings = z.infer<typeof Settings>
