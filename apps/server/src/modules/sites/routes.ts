import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  CreateDomainBody,
  CreateSiteBody,
  Domain,
  IdParams,
  Site,
  SiteLookup,
  SiteLookupQuery,
  UpdateDomainBody,
  UpdateSiteBody,
  UpdateSiteVariablesBody,
} from '@sitewerk/contracts'
import { NotFoundError } from '../../lib/errors.ts'
import type { RequestContext } from '../../lib/request-context.ts'
import type { HostResolver } from './host-resolver.ts'
import type { SitesRepository } from './repository.ts'
import type { SitesService } from './service.ts'

export interface SitesRoutesOptions {
  /** Whether the signed-in caller may act in an organisation. */
  mayAccess: (ctx: RequestContext, organizationId: number) => Promise<boolean>
  sites: SitesService
  resolveHost: HostResolver
  repo: SitesRepository
  /** Whether the organisation is suspended (decision 032): its domains get no certificate. */
  isSuspended: (organizationId: number) => Promise<boolean>
}

export const sitesRoutes: FastifyPluginAsyncZod<SitesRoutesOptions> = async (
  app,
  { sites, resolveHost, repo, mayAccess, isSuspended },
) => {
  // spec §7 GET site: the site of a domain query value, or of the requesting site host. The login
  // page of a guest asks it, so it answers only the id — and the organisation to members of it.
  app.get(
    '/api/site',
    {
      config: { access: 'guest' },
      schema: { querystring: SiteLookupQuery, response: { 200: SiteLookup } },
    },
    async (req) => {
      const match = await resolveHost(req.query.domain ?? req.headers.host)
      if (!match) throw new NotFoundError()
      const { id, organizationId } = match.site
      return (await mayAccess(req.ctx, organizationId))
        ? { id, organization_id: organizationId }
        : { id }
    },
  )

  app.get(
    '/api/sites',
    { config: { access: 'member' }, schema: { response: { 200: z.array(Site) } } },
    (req) => sites.list(req.ctx),
  )
  app.post(
    '/api/sites',
    { config: { access: 'admin' }, schema: { body: CreateSiteBody, response: { 201: Site } } },
    async (req, reply) => reply.status(201).send(await sites.create(req.ctx, req.body)),
  )
  app.get(
    '/api/sites/:id',
    { config: { access: 'member' }, schema: { params: IdParams, response: { 200: Site } } },
    (req) => sites.get(req.ctx, req.params.id),
  )
  app.patch(
    '/api/sites/:id',
    {
      config: { access: 'admin' },
      schema: { params: IdParams, body: UpdateSiteBody, response: { 200: Site } },
    },
    (req) => sites.update(req.ctx, req.params.id, req.body),
  )
  app.put(
    '/api/sites/:id/variables',
    {
      config: { access: 'admin' },
      schema: { params: IdParams, body: UpdateSiteVariablesBody, response: { 200: Site } },
    },
    (req) => sites.updateVariables(req.ctx, req.params.id, req.body.variables),
  )
  app.delete(
    '/api/sites/:id',
    { config: { access: 'admin' }, schema: { params: IdParams } },
    async (req, reply) => {
      await sites.delete(req.ctx, req.params.id)
      return reply.status(204).send()
    },
  )

  app.post(
    '/api/sites/:id/domains',
    {
      config: { access: 'admin', permission: 'custom_domains' },
      schema: { params: IdParams, body: CreateDomainBody, response: { 201: Domain } },
    },
    async (req, reply) =>
      reply.status(201).send(await sites.addDomain(req.ctx, req.params.id, req.body)),
  )
  app.post(
    '/api/domains/:id/verify',
    { config: { access: 'admin' }, schema: { params: IdParams, response: { 200: Domain } } },
    (req) => sites.verifyDomain(req.ctx, req.params.id),
  )
  app.patch(
    '/api/domains/:id',
    {
      config: { access: 'admin' },
      schema: { params: IdParams, body: UpdateDomainBody, response: { 200: Domain } },
    },
    (req) => sites.updateDomain(req.ctx, req.params.id, req.body),
  )
  app.delete(
    '/api/domains/:id',
    { config: { access: 'admin' }, schema: { params: IdParams } },
    async (req, reply) => {
      await sites.deleteDomain(req.ctx, req.params.id)
      return reply.status(204).send()
    },
  )

  // Caddy's on-demand TLS asks before it requests a certificate (deploy/Caddyfile): yes only for
  // a verified custom domain of an organisation that is not suspended, and only Caddy on this
  // machine may ask (decision 038).
  app.get(
    '/internal/tls/ask',
    {
      config: { access: 'internal', loopback: true },
      schema: { querystring: SiteLookupQuery },
    },
    async (req, reply) => {
      const domain = req.query.domain
        ? await repo.domains.findByName(req.query.domain.toLowerCase().replace(/\.$/, ''))
        : null
      const issue = Boolean(domain?.verifiedAt) && !(await isSuspended(domain!.organizationId))
      return reply
        .status(issue ? 200 : 404)
        .header('cache-control', 'no-store')
        .send()
    },
  )
}
