import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  Form,
  FormBody,
  FormEntriesPage,
  FormEntriesQuery,
  FormEntryParams,
  FormIdParams,
  FormListQuery,
  FormSubmitBody,
  FormSubmitResult,
  IdParams,
  PublicForm,
} from '@sitewerk/contracts'
import { NotFoundError, TooManyRequestsError, ValidationError } from '../../lib/errors.ts'
import { createTranslator } from '../../lib/i18n/translate.ts'
import { EncodedFields, formAnswerPage, parseFormEncoded } from './form-encoded.ts'
import type { FormsService, PublicFormSite, SubmitGuards } from './service.ts'

/**
 * The largest submission body: room for a public form's fields at their longest text (10,000
 * characters each), so a too long value is answered at its field; anything larger is a 413.
 */
export const FORM_SUBMIT_BODY_LIMIT = 2 * 1024 * 1024

/**
 * Forms in the back office (spec §2/§7) and the public form of spec §7: `GET /form/{formId}` and
 * `POST /form/submit/{formId}`, which a visitor's page calls without a session (decision 021).
 */
export interface FormsRoutesOptions {
  forms: FormsService
  /**
   * The site a request's host narrows the public form to: undefined on the back-office host
   * (members' preview), null for a host that is no site.
   */
  siteOfHost: (host: string | undefined) => Promise<PublicFormSite | null>
}

export const formsRoutes: FastifyPluginAsyncZod<FormsRoutesOptions> = async (
  app,
  { forms, siteOfHost },
) => {
  /** The site of the request's host; another site's form is not found there. */
  const scopeOf = async (host: string | undefined) => {
    const site = await siteOfHost(host)
    if (site === null) throw new NotFoundError()
    return site
  }

  app.get(
    '/api/forms',
    {
      config: { access: 'member' },
      schema: { querystring: FormListQuery, response: { 200: z.array(Form) } },
    },
    (req) => forms.list(req.ctx, req.query.site_id),
  )
  app.post(
    '/api/forms',
    { config: { access: 'admin' }, schema: { body: FormBody, response: { 201: Form } } },
    async (req, reply) => reply.status(201).send(await forms.create(req.ctx, req.body)),
  )
  app.get(
    '/api/forms/:id',
    { config: { access: 'member' }, schema: { params: IdParams, response: { 200: Form } } },
    (req) => forms.get(req.ctx, req.params.id),
  )
  app.put(
    '/api/forms/:id',
    {
      config: { access: 'admin' },
      schema: { params: IdParams, body: FormBody, response: { 200: Form } },
    },
    (req) => forms.update(req.ctx, req.params.id, req.body),
  )
  app.delete(
    '/api/forms/:id',
    { config: { access: 'admin' }, schema: { params: IdParams } },
    async (req, reply) => {
      await forms.delete(req.ctx, req.params.id)
      return reply.status(204).send()
    },
  )
  app.post(
    '/api/forms/:id/webhook-secret',
    // a new secret breaks the receiver and shows the secret: not through a test user (decision 033)
    {
      config: { access: 'admin', testUser: 'refused' },
      schema: { params: IdParams, response: { 200: Form } },
    },
    (req) => forms.rotateWebhookSecret(req.ctx, req.params.id),
  )
  app.get(
    '/api/forms/:id/entries',
    {
      config: { access: 'member' },
      schema: {
        params: IdParams,
        querystring: FormEntriesQuery,
        response: { 200: FormEntriesPage },
      },
    },
    (req) => forms.entries(req.ctx, req.params.id, req.query),
  )
  app.get(
    '/api/forms/:id/entries/csv',
    {
      // visitors' data leaving as a file: not through a test user, who reads it on screen (decision 033)
      config: { access: 'member', testUser: 'refused' },
      schema: { params: IdParams, querystring: FormEntriesQuery.pick({ q: true }) },
    },
    async (req, reply) => {
      const { fileName, body } = await forms.entriesCsv(req.ctx, req.params.id, req.query.q)
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(body)
    },
  )
  app.delete(
    '/api/forms/:id/entries/:entryId',
    { config: { access: 'member' }, schema: { params: FormEntryParams } },
    async (req, reply) => {
      await forms.deleteEntry(req.ctx, req.params.id, req.params.entryId)
      return reply.status(204).send()
    },
  )

  app.get(
    '/form/:formId',
    {
      config: { access: 'guest' },
      schema: { params: FormIdParams, response: { 200: PublicForm } },
    },
    async (req) => forms.publicForm(req.ctx, req.params.formId, await scopeOf(req.headers.host)),
  )
  // A browser without the island posts the form plainly; the schema then says what each value is.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_SUBMIT_BODY_LIMIT },
    (_req, body, done) => done(null, parseFormEncoded(body as string)),
  )

  /** The page a plain POST is answered with (decision 024). */
  async function answerPlainPost(
    req: FastifyRequest,
    reply: FastifyReply,
    {
      formId,
      data,
      site,
      guards,
    }: { formId: number; data: EncodedFields; site: PublicFormSite; guards: SubmitGuards },
  ) {
    const { title, schema, language } = await forms.answerContext(req.ctx, formId, site)
    const page = (status: number, content: Parameters<typeof formAnswerPage>[0]) =>
      reply.status(status).type('text/html; charset=utf-8').send(formAnswerPage(content))
    const back = backPath(req.headers.referer, req.headers.host)
    // The answer speaks the site's language, not the browser's.
    const ctx = { ...req.ctx, t: createTranslator(language) }
    try {
      const { stored, result } = await forms.submit(ctx, formId, data, site, guards)
      return page(stored ? 201 : 200, { language, title, message: result.message, back })
    } catch (error) {
      if (error instanceof TooManyRequestsError)
        return page(429, {
          language,
          title,
          errors: [{ label: '', messages: [error.message] }],
          back,
        })
      if (!(error instanceof ValidationError)) throw error
      const labels = new Map(schema.map((f) => [`data.${f.name}`, f.label || f.name]))
      const errors = Object.entries(error.details.errors ?? {}).map(([key, messages]) => ({
        label: labels.get(key) ?? '',
        messages,
      }))
      return page(422, { language, title, errors, back })
    }
  }

  // A visitor's page posts here from the site's own host: there is no session and so nothing a
  // CSRF token would protect (decision 021). Anyone may write here, so the API rate limit counts it.
  app.post(
    '/form/submit/:formId',
    {
      config: { access: 'guest', csrf: false, countedByRateLimit: true },
      bodyLimit: FORM_SUBMIT_BODY_LIMIT,
      schema: {
        params: FormIdParams,
        body: FormSubmitBody,
        response: { 200: FormSubmitResult, 201: FormSubmitResult },
      },
    },
    async (req, reply) => {
      const site = await scopeOf(req.headers.host)
      const { data } = req.body
      if (data instanceof EncodedFields)
        return answerPlainPost(req, reply, {
          formId: req.params.formId,
          data,
          site,
          guards: req.body,
        })
      const { stored, result } = await forms.submit(
        req.ctx,
        req.params.formId,
        data,
        site,
        req.body,
      )
      return reply.status(stored ? 201 : 200).send(result)
    },
  )
}

/** Where the answer page links back to: the referring page when it is on this host, else home. */
function backPath(referer: string | undefined, host: string | undefined): string {
  if (!referer || !host) return '/'
  try {
    const url = new URL(referer)
    return url.host === host ? `${url.pathname}${url.search}` : '/'
  } catch {
    return '/'
  }
}
