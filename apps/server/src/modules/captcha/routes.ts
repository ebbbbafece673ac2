import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { FastifyReply, FastifyRequest } from 'fastify'
import {
  CaptchaChallenge,
  CaptchaOrganizationParams,
  CaptchaSettings,
  CaptchaSettingsBody,
  CaptchaVerifyBody,
  CaptchaVerifyResult,
  FormIdParams,
} from '@sitewerk/contracts'
import { NotFoundError } from '../../lib/errors.ts'
import type { RequestContext } from '../../lib/request-context.ts'
import type { CaptchaService } from './service.ts'

export interface CaptchaRoutesOptions {
  captcha: CaptchaService
  /** The organisation of a public form where the request may see it; null when not found. */
  organizationOfForm: (
    ctx: RequestContext,
    formId: number,
    host: string | undefined,
  ) => Promise<number | null>
}

const bearer = (req: FastifyRequest) =>
  /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? null

/** A challenge must never come from a cache: each one is signed for one use. */
const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store')

/** spec §2 captcha/settings and captcha/integration, and the challenges and checks behind them. */
export const captchaRoutes: FastifyPluginAsyncZod<CaptchaRoutesOptions> = async (
  app,
  { captcha, organizationOfForm },
) => {
  app.get(
    '/api/organization/captcha',
    { config: { access: 'admin' }, schema: { response: { 200: CaptchaSettings } } },
    (req) => captcha.settings(req.ctx),
  )
  app.put(
    '/api/organization/captcha',
    {
      config: { access: 'owner' },
      schema: { body: CaptchaSettingsBody, response: { 200: CaptchaSettings } },
    },
    (req) => captcha.updateSettings(req.ctx, req.body),
  )

  // The public form's own challenge, on the site's host like the form (decision 021).
  app.get(
    '/form/:formId/challenge',
    {
      config: { access: 'guest' },
      schema: { params: FormIdParams, response: { 200: CaptchaChallenge } },
    },
    async (req, reply) => {
      const organizationId = await organizationOfForm(req.ctx, req.params.formId, req.headers.host)
      if (organizationId === null) throw new NotFoundError()
      noStore(reply)
      return captcha.challenge(organizationId)
    },
  )

  // The organisation's sites elsewhere fetch challenges from here: CORS only for their hosts.
  const allowOrigin = async (req: FastifyRequest, reply: FastifyReply, organizationId: number) => {
    const origin = req.headers.origin
    reply.header('vary', 'Origin')
    if (origin && (await captcha.allowsOrigin(organizationId, origin)))
      reply.header('access-control-allow-origin', origin)
  }
  app.get(
    '/captcha/:organizationId/challenge',
    {
      config: { access: 'guest' },
      schema: { params: CaptchaOrganizationParams, response: { 200: CaptchaChallenge } },
    },
    async (req, reply) => {
      noStore(reply)
      const challenge = await captcha.challenge(req.params.organizationId)
      await allowOrigin(req, reply, req.params.organizationId)
      return challenge
    },
  )
  app.options(
    '/captcha/:organizationId/challenge',
    { config: { access: 'guest' }, schema: { params: CaptchaOrganizationParams } },
    async (req, reply) => {
      await allowOrigin(req, reply, req.params.organizationId)
      return reply
        .header('access-control-allow-methods', 'GET')
        .header('access-control-allow-headers', 'content-type')
        .header('access-control-max-age', '600')
        .status(204)
        .send()
    },
  )

  // Server to server: the organisation's backend sends the widget's solution with its API key.
  // No session stands behind it, so there is nothing a CSRF token would protect (decision 025).
  app.post(
    '/api/captcha/verify',
    {
      config: { access: 'guest', csrf: false },
      schema: { body: CaptchaVerifyBody, response: { 200: CaptchaVerifyResult } },
    },
    (req) => captcha.verifyWithApiKey(bearer(req), req.body.payload),
  )
}
