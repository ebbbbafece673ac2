import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ChangeUnitsBody,
  IdParams,
  Invoice,
  InvoicesPage,
  InvoicesQuery,
  Service,
  ServiceBody,
  ServiceIdentifierParams,
  SubscribeBody,
  Subscription,
} from '@sitewerk/contracts'
import type { Billing } from './billing.ts'

/** Bookings cost the owner money: nobody makes them for the owner through a test user (decision 033). */
const ownerNotTestUser = { access: 'owner', testUser: 'refused' } as const

/** Services, subscriptions and invoices (issue #16). Who may call what: decision 029. */
export const billingRoutes: FastifyPluginAsyncZod<{ billing: Billing }> = async (app, opts) => {
  const { services, subscriptions, invoices } = opts.billing

  app.get(
    '/api/services',
    { config: { access: 'member' }, schema: { response: { 200: z.array(Service) } } },
    (req) => services.list(req.ctx),
  )
  app.get(
    '/api/services/:identifier',
    {
      config: { access: 'member' },
      schema: { params: ServiceIdentifierParams, response: { 200: Service } },
    },
    (req) => services.get(req.ctx, req.params.identifier),
  )
  app.get(
    '/api/superuser/services',
    { config: { access: 'superuser' }, schema: { response: { 200: z.array(Service) } } },
    (req) => services.catalogue(req.ctx),
  )
  app.post(
    '/api/services',
    { config: { access: 'superuser' }, schema: { body: ServiceBody, response: { 201: Service } } },
    async (req, reply) => reply.status(201).send(await services.create(req.ctx, req.body)),
  )
  app.put(
    '/api/services/:id',
    {
      config: { access: 'superuser' },
      schema: { params: IdParams, body: ServiceBody, response: { 200: Service } },
    },
    (req) => services.update(req.ctx, req.params.id, req.body),
  )

  app.get(
    '/api/subscriptions',
    { config: { access: 'member' }, schema: { response: { 200: z.array(Subscription) } } },
    (req) => subscriptions.list(req.ctx),
  )
  app.post(
    '/api/services/:identifier/subscription',
    {
      config: ownerNotTestUser,
      schema: {
        params: ServiceIdentifierParams,
        body: SubscribeBody,
        response: { 201: Subscription },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await subscriptions.subscribe(req.ctx, req.params.identifier, req.body.units)),
  )
  app.patch(
    '/api/subscriptions/:id',
    {
      config: ownerNotTestUser,
      schema: { params: IdParams, body: ChangeUnitsBody, response: { 200: Subscription } },
    },
    (req) => subscriptions.changeUnits(req.ctx, req.params.id, req.body.units),
  )
  app.post(
    '/api/subscriptions/:id/cancel',
    { config: ownerNotTestUser, schema: { params: IdParams, response: { 200: Subscription } } },
    (req) => subscriptions.cancel(req.ctx, req.params.id),
  )
  app.post(
    '/api/subscriptions/:id/resume',
    { config: ownerNotTestUser, schema: { params: IdParams, response: { 200: Subscription } } },
    (req) => subscriptions.resume(req.ctx, req.params.id),
  )

  app.get(
    '/api/invoices',
    {
      config: { access: 'owner' },
      schema: { querystring: InvoicesQuery, response: { 200: InvoicesPage } },
    },
    (req) => invoices.page(req.ctx, req.query.page),
  )
  app.get(
    '/api/invoices/:id',
    { config: { access: 'owner' }, schema: { params: IdParams, response: { 200: Invoice } } },
    (req) => invoices.get(req.ctx, req.params.id),
  )
  app.post(
    '/api/invoices/:id/mark-paid',
    { config: { access: 'superuser' }, schema: { params: IdParams, response: { 200: Invoice } } },
    (req) => invoices.markPaid(req.ctx, req.params.id),
  )
}
