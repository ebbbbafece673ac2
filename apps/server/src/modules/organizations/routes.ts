import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AcceptJoinRequestBody,
  ApiKeyResponse,
  CreateOrganizationBody,
  CreateOrRequestBody,
  CreateOrRequestResponse,
  IdParams,
  JoinRequest,
  JoinRequestParams,
  Member,
  Organization,
  UpdateOrganizationBody,
} from '@sitewerk/contracts'
import type { OrganizationsService } from './service.ts'

export const organizationsRoutes: FastifyPluginAsyncZod<{
  organizations: OrganizationsService
}> = async (app, { organizations }) => {
  app.post(
    '/api/organizations',
    {
      config: { access: 'user' },
      schema: { body: CreateOrganizationBody, response: { 201: Organization } },
    },
    async (req, reply) =>
      reply.status(201).send(await organizations.create(req.ctx, req.body.title)),
  )

  app.post(
    '/api/organizations/create-or-request',
    {
      config: { access: 'user' },
      schema: {
        body: CreateOrRequestBody,
        response: { 201: CreateOrRequestResponse, 202: CreateOrRequestResponse },
      },
    },
    async (req, reply) => {
      const result = await organizations.createOrRequest(req.ctx, req.body.title)
      return reply.status(result.status === 'created' ? 201 : 202).send(result)
    },
  )

  app.get(
    '/api/organization/:id',
    {
      config: { access: 'member', organization: 'path' },
      schema: { params: IdParams, response: { 200: Organization } },
    },
    (req) => organizations.get(req.ctx, req.params.id),
  )

  app.patch(
    '/api/organization/:id',
    {
      config: { access: 'admin', organization: 'path' },
      schema: { params: IdParams, body: UpdateOrganizationBody, response: { 200: Organization } },
    },
    (req) => organizations.update(req.ctx, req.params.id, req.body),
  )

  // The key the organisation's own servers verify captcha solutions with (spec §3 api_key). A new
  // one breaks the owner's servers and shows the secret: not through a test user (decision 033).
  app.post(
    '/api/organization/api-key',
    {
      config: { access: 'owner', testUser: 'refused' },
      schema: { response: { 200: ApiKeyResponse } },
    },
    (req) => organizations.rotateApiKey(req.ctx),
  )

  app.get(
    '/api/organization/:id/members',
    {
      config: { access: 'member', organization: 'path' },
      schema: { params: IdParams, response: { 200: z.array(Member) } },
    },
    (req) => organizations.members(req.ctx, req.params.id),
  )

  app.get(
    '/api/organization/:id/join-requests',
    {
      config: { access: 'admin', organization: 'path' },
      schema: { params: IdParams, response: { 200: z.array(JoinRequest) } },
    },
    (req) => organizations.joinRequests(req.ctx, req.params.id),
  )

  app.post(
    '/api/organization/:id/join-requests/:requestId/accept',
    {
      config: { access: 'admin', organization: 'path' },
      schema: {
        params: JoinRequestParams,
        body: AcceptJoinRequestBody,
        response: { 200: JoinRequest },
      },
    },
    (req) =>
      organizations.decideJoinRequest(req.ctx, req.params.id, req.params.requestId, {
        accept: true,
        role: req.body.role,
      }),
  )

  app.post(
    '/api/organization/:id/join-requests/:requestId/decline',
    {
      config: { access: 'admin', organization: 'path' },
      schema: { params: JoinRequestParams, response: { 200: JoinRequest } },
    },
    (req) =>
      organizations.decideJoinRequest(req.ctx, req.params.id, req.params.requestId, {
        accept: false,
      }),
  )

  app.get(
    '/api/user/join-requests',
    { config: { access: 'user' }, schema: { response: { 200: z.array(JoinRequest) } } },
    (req) => organizations.myJoinRequests(req.ctx),
  )
}
