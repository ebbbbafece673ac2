import type { Organization } from './entities/organization.ts'

/**
 * spec §6: an organisation grants a permission when any of its services lists it;
 * with no organisation loaded every check is false.
 */
export function hasPermission(
  organization: Pick<Organization, 'services'> | null | undefined,
  identifier: string,
): boolean {
  if (!organization) return false
  return organization.services.some((service) =>
    service.permissions.some((permission) => permission.identifier === identifier),
  )
}
