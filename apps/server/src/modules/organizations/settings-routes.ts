import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  Address,
  AddressBody,
  IdParams,
  OrganizationLocation,
  OrganizationSettings,
  UpdateOrganizationSettingsBody,
} from '@sitewerk/contracts'
import type { OrganizationSettingsService } from './settings-service.ts'

/**
 * Issue #16 settings of X-Organization-Id's organisation (spec §2 /backend/organization/settings):
 * members read them (the API key only owners), owners change them.
 */
export const organizationSettingsRoutes: FastifyPluginAsyncZod<{
  settings: OrganizationSettingsService
}> = async (app, { settings }) => {
  app.get(
    '/api/organization/settings',
    { config: { access: 'member' }, schema: { response: { 200: OrganizationSettings } } },
    (req) => settings.get(req.ctx),
  )
  app.patch(
    '/api/organization/settings',
    {
      config: { access: 'admin' },
      schema: { body: UpdateOrganizationSettingsBody, response: { 200: OrganizationSettings } },
    },
    (req) => settings.update(req.ctx, req.body),
  )
  app.put(
    '/api/organization/location',
    {
      config: { access: 'owner' },
      schema: { body: OrganizationLocation, response: { 200: OrganizationLocation } },
    },
    (req) => settings.putLocation(req.ctx, req.body),
  )

  app.get(
    '/api/organization/addresses',
    { config: { access: 'admin' }, schema: { response: { 200: z.array(Address) } } },
    (req) => settings.listAddresses(req.ctx),
  )
  app.post(
    '/api/organization/addresses',
    { config: { access: 'owner' }, schema: { body: AddressBody, response: { 201: Address } } },
    async (req, reply) => reply.status(201).send(await settings.createAddress(req.ctx, req.body)),
  )
  app.get(
    '/api/organization/addresses/:id',
    { config: { access: 'admin' }, schema: { params: IdParams, response: { 200: Address } } },
    (req) => settings.getAddress(req.ctx, req.params.id),
  )
  app.put(
    '/api/organization/addresses/:id',
    {
      config: { access: 'owner' },
      schema: { params: IdParams, body: AddressBody, response: { 200: Address } },
    },
    (req) => settings.updateAddress(req.ctx, req.params.id, req.body),
  )
  app.delete(
    '/api/organization/addresses/:id',
    { config: { access: 'owner' }, schema: { params: IdParams } },
    async (req, reply) => {
      await settings.deleteAddress(req.ctx, req.params.id)
      return reply.status(204).send()
    },
  )
}
