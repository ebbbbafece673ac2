import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod'
import { ERROR_MESSAGES, type ErrorBody } from '@sitewerk/contracts'
import { isUnstorableValue } from '../lib/db-errors.ts'
import { AppError } from '../lib/errors.ts'
import { createTranslator, detectLocale } from '../lib/i18n/translate.ts'
import { issuesToFieldErrors, type IssueLike } from '../lib/i18n/validation-messages.ts'

type ValidationContext = 'body' | 'querystring' | 'params' | 'headers'

/** Status lines Node has no phrase for (it would send `419 unknown`). */
const REASON_PHRASES: Record<number, string> = { 419: 'CSRF Token Mismatch' }

/**
 * One place that turns errors into spec §3/§8 bodies. Client errors say what is wrong in the
 * user's language; a 5xx says only 'Internal Server Error' and never carries a stack.
 */
export function registerErrorHandlers(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    const t =
      req.ctx?.t ??
      createTranslator(detectLocale(req.cookies ?? {}, req.headers['accept-language']))

    if (error instanceof AppError) {
      for (const [name, value] of Object.entries(error.details.headers ?? {}))
        reply.header(name, value)
      const phrase = REASON_PHRASES[error.status]
      if (phrase) reply.raw.statusMessage = phrase
      const body: ErrorBody & Record<string, unknown> = {
        message: error.message,
        ...error.details.extra,
      }
      if (error.details.errors) body.errors = error.details.errors
      if (error.details.errorTypes) body.errorTypes = error.details.errorTypes
      return reply.status(error.status).send(body)
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as FastifyError & { validationContext?: ValidationContext })
        .validationContext
      // spec §5: a route id that is not numeric is a 404, not a validation error.
      if (context === 'params')
        return reply.status(404).send({ message: `Page Not Found: ${req.url}` })
      const issues: IssueLike[] = error.validation.map((v) => ({
        ...(v.params as Omit<IssueLike, 'code' | 'path'>),
        code: v.keyword,
        message: v.message,
        path: v.instancePath.split('/').filter(Boolean),
      }))
      const input = context
        ? (req as FastifyRequest & Record<ValidationContext, unknown>)[context]
        : undefined
      return reply
        .status(422)
        .send({ message: t('validation.invalid'), errors: issuesToFieldErrors(issues, t, input) })
    }

    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return reply.status(422).send({
          message: t('validation.invalid'),
          errors: { body: [t('validation.malformed_json')] },
        })
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return reply.status(413).send({ message: t('errors.payload_too_large') })
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return reply.status(415).send({ message: t('errors.unsupported_media_type') })
    }

    // Input the contracts let through but the database cannot store: the client's fault, logged
    // because a contract should have refused it first.
    if (isUnstorableValue(error)) {
      req.log.warn(
        { err: error, method: req.method, url: req.url },
        'database refused a value: a contract should have',
      )
      return reply.status(422).send({
        message: t('validation.invalid'),
        errors: { _: [t('validation.unstorable')] },
      })
    }

    if (isResponseSerializationError(error)) {
      req.log.error(
        { err: error, method: req.method, url: req.url },
        'response failed its contract',
      )
      return reply.status(500).send({ message: ERROR_MESSAGES.internal })
    }

    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500
    if (status >= 500) {
      req.log.error({ err: error, method: req.method, url: req.url }, 'request failed')
      return reply.status(500).send({ message: ERROR_MESSAGES.internal })
    }
    // Fastify's own 4xx (e.g. 429 from the rate limiter) keep their status with a safe message.
    return reply.status(status).send({ message: error.message })
  })

  app.setNotFoundHandler((req, reply) => {
    reply.status(404).send({ message: `Page not found: ${req.url.split('?')[0]}` })
  })
}
