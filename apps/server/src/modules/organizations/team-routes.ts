import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AcceptInvitationResponse,
  ChangeRoleBody,
  IdParams,
  Invitation,
  InvitationBody,
  InvitationPreview,
  InvitationTokenParams,
  Member,
  MemberParams,
} from '@sitewerk/contracts'
import type { TeamService } from './team-service.ts'

/** The team (decision 031): invitations, roles, removing members and leaving. */
export const teamRoutes: FastifyPluginAsyncZod<{ team: TeamService }> = async (app, { team }) => {
  app.get(
    '/api/organization/invitations',
    { config: { access: 'admin' }, schema: { response: { 200: z.array(Invitation) } } },
    (req) => team.list(req.ctx),
  )

  app.post(
    '/api/organization/invitations',
    {
      config: { access: 'admin' },
      schema: { body: InvitationBody, response: { 201: Invitation } },
    },
    async (req, reply) => reply.status(201).send(await team.invite(req.ctx, req.body)),
  )

  app.delete(
    '/api/organization/invitations/:id',
    { config: { access: 'admin' }, schema: { params: IdParams } },
    async (req, reply) => {
      await team.revoke(req.ctx, req.params.id)
      return reply.status(204).send()
    },
  )

  app.get(
    '/api/invitations/:token',
    {
      config: { access: 'guest' },
      schema: { params: InvitationTokenParams, response: { 200: InvitationPreview } },
    },
    (req) => team.preview(req.ctx, req.params.token),
  )

  app.post(
    '/api/invitations/:token/accept',
    {
      config: { access: 'user' },
      schema: { params: InvitationTokenParams, response: { 200: AcceptInvitationResponse } },
    },
    (req) => team.accept(req.ctx, req.params.token),
  )

  app.patch(
    '/api/organization/:id/members/:userId',
    {
      config: { access: 'admin', organization: 'path' },
      schema: { params: MemberParams, body: ChangeRoleBody, response: { 200: Member } },
    },
    (req) => team.changeRole(req.ctx, req.params.id, req.params.userId, req.body.role),
  )

  // Any member: leaving is removing oneself; the service lets admins remove others.
  app.delete(
    '/api/organization/:id/members/:userId',
    { config: { access: 'member', organization: 'path' }, schema: { params: MemberParams } },
    async (req, reply) => {
      await team.remove(req.ctx, req.params.id, req.params.userId)
      return reply.status(204).send()
    },
  )
}
