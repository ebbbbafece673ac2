import type {
  AddressBody,
  OrganizationLocation,
  UpdateOrganizationSettingsBody,
} from '@sitewerk/contracts'
import type { Clock } from '../../lib/clock.ts'
import { isForeignKeyViolation, isUniqueViolation } from '../../lib/db-errors.ts'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts'
import {
  requireOrganization,
  requireRole,
  requireUser,
  type RequestContext,
} from '../../lib/request-context.ts'
import type { OrganizationsRepository } from './repository.ts'
import { toAddressResponse, toLocationResponse, toSettingsResponse } from './settings-mappers.ts'
import type { AddressFields, OrganizationSettingsRepository } from './settings-repository.ts'

export interface OrganizationSettingsServiceDeps {
  repo: OrganizationSettingsRepository
  organizations: Pick<OrganizationsRepository, 'findById' | 'findByTitle'>
  clock: Clock
  /** The organisation's media file of this id (its type), or null: another tenant's file is none. */
  findMediaFile: (organizationId: number, fileId: number) => Promise<{ mimeType: string } | null>
}

/**
 * Issue #16 settings of X-Organization-Id's organisation: members read them, owners (and
 * superusers) change them. Another tenant's address id is a 404.
 */
export function createOrganizationSettingsService({
  repo,
  organizations,
  clock,
  findMediaFile,
}: OrganizationSettingsServiceDeps) {
  /** The organisation of the request, and whether the caller is one of its owners. */
  async function load(ctx: RequestContext) {
    const { id, role } = requireOrganization(ctx)
    const isOwner = role === 'owner' || requireUser(ctx).superuser
    const row = await organizations.findById(id)
    if (!row) throw new NotFoundError()
    return { row, isOwner }
  }

  async function loadForOwner(ctx: RequestContext) {
    const loaded = await load(ctx)
    if (!loaded.isOwner) throw new ForbiddenError()
    return loaded.row
  }

  /** Admins and owners name the organisation and choose its logo (decision 031). */
  async function loadForAdmin(ctx: RequestContext) {
    requireRole(ctx, 'admin')
    return load(ctx)
  }

  const invalid = (ctx: RequestContext, errors: Record<string, string[]>) =>
    new ValidationError(ctx.t('validation.invalid'), errors)

  async function imageErrors(ctx: RequestContext, organizationId: number, fields: FileFields) {
    const errors: Record<string, string[]> = {}
    for (const [field, fileId] of Object.entries(fields)) {
      if (fileId == null) continue
      const file = await findMediaFile(organizationId, fileId)
      if (!file) errors[field] = [ctx.t('media.file_unknown')]
      else if (!file.mimeType.startsWith('image/'))
        errors[field] = [ctx.t('organization_settings.not_an_image')]
    }
    return errors
  }

  async function loadAddress(ctx: RequestContext, id: number) {
    const { row } = await load(ctx)
    const address = await repo.addresses.find({ organizationId: row.id, id })
    if (!address) throw new NotFoundError()
    return { organization: row, address }
  }

  const fieldsOf = ({ is_billing: _, ...fields }: AddressBody): AddressFields => fields

  return {
    async get(ctx: RequestContext) {
      const { row, isOwner } = await load(ctx)
      return toSettingsResponse(row, { canSeeSecrets: isOwner })
    },

    /** Title (unique regardless of case), logo and icon (images of the organisation's library). */
    async update(ctx: RequestContext, changes: UpdateOrganizationSettingsBody) {
      const { row, isOwner } = await loadForAdmin(ctx)
      const { title, logo_file_id: logoFileId, icon_file_id: iconFileId } = changes
      const errors = await imageErrors(ctx, row.id, {
        logo_file_id: logoFileId,
        icon_file_id: iconFileId,
      })
      if (title !== undefined) {
        const other = await organizations.findByTitle(title)
        if (other && other.id !== row.id) errors.title = [ctx.t('organizations.title_taken')]
      }
      if (Object.keys(errors).length) throw invalid(ctx, errors)
      try {
        const updated = await repo.update(
          { organizationId: row.id },
          { title, logoFileId, iconFileId, updatedAt: clock.now() },
        )
        if (!updated) throw new NotFoundError()
        return toSettingsResponse(updated, { canSeeSecrets: isOwner })
      } catch (error) {
        // Another organisation took the title between the check and the write.
        if (isUniqueViolation(error))
          throw invalid(ctx, { title: [ctx.t('organizations.title_taken')] })
        throw error
      }
    },

    async putLocation(ctx: RequestContext, location: OrganizationLocation) {
      const row = await loadForOwner(ctx)
      const updated = await repo.update(
        { organizationId: row.id },
        {
          country: location.country,
          timeZone: location.time_zone,
          mailLocale: location.mail_locale,
          currency: location.currency,
          updatedAt: clock.now(),
        },
      )
      if (!updated) throw new NotFoundError()
      return toLocationResponse(updated)
    },

    async listAddresses(ctx: RequestContext) {
      const { row } = await load(ctx)
      const rows = await repo.addresses.list({ organizationId: row.id })
      return rows.map((address) => toAddressResponse(address, row.billingAddressId))
    },

    async getAddress(ctx: RequestContext, id: number) {
      const { organization, address } = await loadAddress(ctx, id)
      return toAddressResponse(address, organization.billingAddressId)
    },

    async createAddress(ctx: RequestContext, body: AddressBody) {
      const row = await loadForOwner(ctx)
      const isBilling = body.is_billing === true
      const address = await repo.addresses.insert({
        organizationId: row.id,
        fields: fieldsOf(body),
        isBilling,
        now: clock.now(),
      })
      return toAddressResponse(address, isBilling ? address.id : row.billingAddressId)
    },

    /** `is_billing: false` leaves a billing address the billing one: choosing another unsets it. */
    async updateAddress(ctx: RequestContext, id: number, body: AddressBody) {
      const row = await loadForOwner(ctx)
      const isBilling = body.is_billing === true
      const address = await repo.addresses.update({
        organizationId: row.id,
        id,
        fields: fieldsOf(body),
        isBilling,
        now: clock.now(),
      })
      if (!address) throw new NotFoundError()
      return toAddressResponse(address, isBilling ? address.id : row.billingAddressId)
    },

    /** The billing address stays until another one is chosen (409, nothing deleted). */
    async deleteAddress(ctx: RequestContext, id: number) {
      const row = await loadForOwner(ctx)
      const billingInUse = () => new ConflictError(ctx.t('organization_settings.billing_in_use'))
      if (row.billingAddressId === id) throw billingInUse()
      try {
        if (!(await repo.addresses.delete({ organizationId: row.id, id })))
          throw new NotFoundError()
      } catch (error) {
        // It became the billing address between the check and the delete.
        if (isForeignKeyViolation(error)) throw billingInUse()
        throw error
      }
    },
  }
}

type FileFields = Record<'logo_file_id' | 'icon_file_id', number | null | undefined>

export type OrganizationSettingsService = ReturnType<typeof createOrganizationSettingsService>
