import type { FastifyInstance } from 'fastify'
import { JSON_MAX_DEPTH } from '@sitewerk/contracts'
import { ValidationError } from '../lib/errors.ts'
import { createTranslator, detectLocale } from '../lib/i18n/translate.ts'

/** How deep a JSON text nests (brackets outside strings), counted in one pass. */
export function jsonDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92)
        i++ // backslash: skip the escaped character
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (c === 123 || c === 91) deepest = Math.max(deepest, ++depth)
    else if (c === 125 || c === 93) depth--
  }
  return deepest
}

/**
 * JSON bodies as Fastify parses them (prototype poisoning refused), but one nesting deeper than
 * JSON_MAX_DEPTH is a 422 before any schema sees it: zod's recursive schemas (forms of groups and
 * repeats) and JSON.stringify would overflow the stack on a 1 MB body of brackets.
 */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (jsonDepth(body as string) > JSON_MAX_DEPTH) {
      const t =
        req.ctx?.t ??
        createTranslator(detectLocale(req.cookies ?? {}, req.headers['accept-language']))
      return done(
        new ValidationError(t('validation.invalid'), { body: [t('validation.too_deep')] }),
        undefined,
      )
    }
    parse(req, body as string, done)
  })
}
