import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  AuditLogPage,
  AuditLogQuery,
  IdParams,
  SuperuserOrganizationDetail,
  SuperuserOrganizationsPage,
  SuperuserOrganizationsQuery,
  SuperuserSessionParams,
  SuperuserUserDetail,
  SuperuserUsersPage,
  SuperuserUsersQuery,
  SuspendOrganizationBody,
  UpdateSuperuserUserBody,
} from '@sitewerk/contracts'
import { z } from 'zod'
import type { AuditService } from './audit-service.ts'
import type { SuperuserOrganizationsService } from './organizations-service.ts'
import type { SuperuserUsersService } from './users-service.ts'

const superuser = { access: 'superuser' } as const

/** The operator's console (issue #17, decision 032): superusers only, everyone else 401/403. */
export const superuserRoutes: FastifyPluginAsyncZod<{
  users: SuperuserUsersService
  organizations: SuperuserOrganizationsService
  audit: AuditService
}> = async (app, { users, organizations, audit }) => {
  app.get(
    '/superuser/users',
    {
      config: superuser,
      schema: { querystring: SuperuserUsersQuery, response: { 200: SuperuserUsersPage } },
    },
    (req) => users.list({ ctx: req.ctx, query: req.query }),
  )
  app.get(
    '/superuser/users/:id',
    { config: superuser, schema: { params: IdParams, response: { 200: SuperuserUserDetail } } },
    (req) => users.get({ ctx: req.ctx, id: req.params.id, sessionToken: req.session?.token }),
  )
  app.patch(
    '/superuser/users/:id',
    {
      config: superuser,
      schema: {
        params: IdParams,
        body: UpdateSuperuserUserBody,
        response: { 200: SuperuserUserDetail },
      },
    },
    (req) =>
      users.update({
        ctx: req.ctx,
        id: req.params.id,
        body: req.body,
        sessionToken: req.session?.token,
      }),
  )
  app.delete(
    '/superuser/users/:id',
    { config: superuser, schema: { params: IdParams } },
    async (req, reply) => {
      await users.delete({ ctx: req.ctx, id: req.params.id })
      return reply.status(204).send()
    },
  )
  app.delete(
    '/superuser/users/:id/sessions',
    { config: superuser, schema: { params: IdParams, response: { 200: SuperuserUserDetail } } },
    (req) =>
      users.endSessions({ ctx: req.ctx, id: req.params.id, sessionToken: req.session?.token }),
  )
  app.delete(
    '/superuser/users/:id/sessions/:sessionId',
    {
      config: superuser,
      schema: { params: SuperuserSessionParams, response: { 200: SuperuserUserDetail } },
    },
    (req) =>
      users.endSessions({
        ctx: req.ctx,
        id: req.params.id,
        sessionHint: req.params.sessionId,
        sessionToken: req.session?.token,
      }),
  )
  app.post(
    '/superuser/users/:id/verify',
    { config: superuser, schema: { params: IdParams, response: { 200: SuperuserUserDetail } } },
    (req) => users.verify({ ctx: req.ctx, id: req.params.id, sessionToken: req.session?.token }),
  )
  app.post(
    '/superuser/users/:id/resend-verification',
    {
      config: superuser,
      schema: { params: IdParams, response: { 200: z.object({ sent: z.literal(true) }) } },
    },
    (req) => users.resendVerification({ ctx: req.ctx, id: req.params.id }),
  )
  app.get(
    '/superuser/users/:id/export',
    { config: superuser, schema: { params: IdParams } },
    async (req, reply) => {
      const { filename, data } = await users.export({ ctx: req.ctx, id: req.params.id })
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2))
    },
  )

  app.get(
    '/superuser/organizations',
    {
      config: superuser,
      schema: {
        querystring: SuperuserOrganizationsQuery,
        response: { 200: SuperuserOrganizationsPage },
      },
    },
    (req) => organizations.list({ ctx: req.ctx, query: req.query }),
  )
  app.get(
    '/superuser/organizations/:id',
    {
      config: superuser,
      schema: { params: IdParams, response: { 200: SuperuserOrganizationDetail } },
    },
    (req) => organizations.get({ ctx: req.ctx, id: req.params.id }),
  )
  app.post(
    '/superuser/organizations/:id/suspend',
    {
      config: superuser,
      schema: {
        params: IdParams,
        body: SuspendOrganizationBody,
        response: { 200: SuperuserOrganizationDetail },
      },
    },
    (req) => organizations.suspend({ ctx: req.ctx, id: req.params.id, reason: req.body.reason }),
  )
  app.post(
    '/superuser/organizations/:id/unsuspend',
    {
      config: superuser,
      schema: { params: IdParams, response: { 200: SuperuserOrganizationDetail } },
    },
    (req) => organizations.unsuspend({ ctx: req.ctx, id: req.params.id }),
  )

  app.get(
    '/superuser/audit',
    { config: superuser, schema: { querystring: AuditLogQuery, response: { 200: AuditLogPage } } },
    (req) => audit.list({ ctx: req.ctx, query: req.query }),
  )
}
