import type * as FastifyModule from 'fastify'
import fc from 'fast-check'
import type { z } from 'zod'
import { describe, expect, it, vi } from 'vitest'
import { COOKIES } from '@sitewerk/contracts'
import { buildTestApp } from '../test/build-test-app.ts'
import { pageWithArticle, siteOwner } from '../test/factories.ts'
import { atScale, recordFigures } from '../test/hardening.ts'
import { makeImage, upload } from '../test/media.ts'

/*
 * Issue 12, "Bad input": every route of the app, found as the app registers it, gets hostile
 * input generated from its zod schemas (one field at a time made hostile, so the rest of the body
 * still gets past validation) and generic junk: wrong types, numbers beyond the integer, NUL and
 * control characters, prototype keys, huge arrays and strings, malformed JSON, wrong content
 * types. Sent as a signed-in owner with a valid CSRF token and organisation header, so that
 * requests get past authentication to validation and beyond. Nothing may answer 5xx, and
 * Object.prototype must not gain a key.
 */

// Every route as the app registers it: an onRoute hook on each Fastify instance the app makes.
interface SeenRoute {
  method: string | string[]
  url: string
  schema?: unknown
}
const registered = vi.hoisted(() => [] as SeenRoute[])
vi.mock('fastify', async (importOriginal) => {
  const original = await importOriginal<typeof FastifyModule>()
  const make = ((options?: object) => {
    const app = original.default(options as never)
    app.addHook(
      'onRoute',
      ({ method, url, schema }) => void registered.push({ method, url, schema }),
    )
    return app
  }) as unknown as typeof original.default
  return { ...original, default: make, fastify: make }
})

const SEED = 1212
const PER_ROUTE = atScale(8, 80)
const BEYOND_INTEGER = 2 ** 31
const HUGE_STRING = 'x'.repeat(300_000)
const DEEP_JSON = `${'['.repeat(5000)}${']'.repeat(5000)}`
const DEEP_OBJECT_JSON = `${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}`

/** Values no field expects. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    BEYOND_INTEGER,
    -1,
    0,
    -BEYOND_INTEGER - 1,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    0.5,
    'NaN',
    'Infinity',
    '1e308',
    '2147483648',
    '-1',
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u0001\u0007\u001b[31m\u007f',
    '\u202Egnp.exe',
    '\uD800',
    '../../etc/passwd',
    '%00',
    '{{ 7 | times: 7 }}',
    "'; drop table pages; --",
    null,
    true,
    false,
    {},
    [],
    [null],
    { __proto__: { polluted: true } },
    { constructor: { prototype: { polluted: true } } },
    { prototype: { polluted: true } },
    HUGE_STRING,
  ),
  fc.array(fc.integer(), { minLength: 2_000, maxLength: 5_000 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
  fc.integer({ min: -(2 ** 53), max: 2 ** 53 }),
  fc.object({ maxDepth: 3 }),
)

/** Raw JSON texts: malformed, or with keys that JSON.stringify would never write. */
const hostileJsonText = fc.constantFrom(
  '{"a":',
  '{"a":1}}',
  '{"a" 1}',
  "{'a':1}",
  '\u0000',
  'null',
  '"text"',
  '123',
  '[]',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":2,"__proto__":null}',
  '{"x":"\\u0000"}',
  '{"\\u0000":1}',
  '{"x":"\\ud800"}',
  DEEP_JSON,
  DEEP_OBJECT_JSON,
  '',
)

/** Content types a browser or a script may send instead of JSON. */
const hostileContentType = fc.constantFrom(
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/json; charset=utf-16',
  'application/xml',
  'application/json\u0000',
  'image/png',
)

/** A plausible value of a zod schema (zod 4 definitions), so one hostile field goes deep. */
function plausible(schema: z.ZodType | undefined, ids: number[], depth = 0): unknown {
  if (!schema || depth > 6) return undefined
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })
    ._zod.def
  const inner = (key: string) => plausible(def[key] as z.ZodType, ids, depth + 1)
  switch (def.type) {
    case 'string': {
      const format = def.format as string | undefined
      if (format === 'email') return `owner${depth}@example.test`
      if (format === 'url') return 'https://example.test/'
      return 'text'
    }
    case 'number':
    case 'int':
      return ids[depth % ids.length] ?? 1
    case 'boolean':
      return true
    case 'literal':
      return (def.values as unknown[])[0]
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0]
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>
      return Object.fromEntries(
        Object.entries(shape)
          .map(([key, value]) => [key, plausible(value, ids, depth + 1)])
          .filter(([, value]) => value !== undefined),
      )
    }
    case 'array':
      return [inner('element')].filter((v) => v !== undefined)
    case 'record':
      return { key: 'value' }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return inner('innerType')
    case 'pipe':
      return inner('in')
    case 'lazy':
      return plausible((def.getter as () => z.ZodType)(), ids, depth + 1)
    case 'union':
      return plausible((def.options as z.ZodType[])[0], ids, depth + 1)
    case 'tuple':
      return (def.items as z.ZodType[]).map((item) => plausible(item, ids, depth + 1))
    default:
      return undefined
  }
}

/** Every path to a value inside `value` (objects and arrays), the root included. */
function pathsOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const paths = [path]
  if (Array.isArray(value)) value.forEach((v, i) => paths.push(...pathsOf(v, [...path, i])))
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) paths.push(...pathsOf(v, [...path, k]))
  return paths
}

function withValueAt(base: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value
  const copy = (Array.isArray(base) ? [...base] : { ...(base as object) }) as Record<
    string | number,
    unknown
  >
  const [head, ...rest] = path
  copy[head!] = withValueAt(copy[head!], rest, value)
  return copy
}

/** JSON text of a value, keeping `__proto__` keys (JSON.stringify of a literal drops them). */
function toJsonText(value: unknown): string {
  if (value === undefined) return 'null'
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null'
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(',')}]`
  const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`)
  const proto = Object.getPrototypeOf(value) as object | null
  if (proto && proto !== Object.prototype)
    entries.push(`"__proto__":${toJsonText({ ...(proto as object) })}`)
  return `{${entries.join(',')}}`
}

/** A path segment or query value as text. */
const asText = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value)

interface Probe {
  method: string
  url: string
  payload?: string | Buffer
  contentType?: string
}

const snapshotPrototype = () => Object.getOwnPropertyNames(Object.prototype).sort().join(',')

describe('bad input on every route', () => {
  it('never answers 5xx and never pollutes Object.prototype', async () => {
    const started = Date.now()
    const prototypeBefore = snapshotPrototype()
    const testApp = await buildTestApp()
    const { app } = testApp

    // A signed-in owner with one of everything, whose ids the generated input uses.
    const { client, site, organization } = await siteOwner(testApp)
    const { page, article } = await pageWithArticle(client, site.id)
    const section = article.sections[0]
    const layout = (await client.post('/api/layouts', { site_id: site.id, title: 'L' })).json()
    const component = (
      await client.post('/api/components', {
        namespace: 'module',
        key: 'text',
        title: 'Text',
        form: [{ $formkit: 'media', name: 'img' }],
        template: '<p>{{ img.id }}</p>',
      })
    ).json()
    const content = (
      await client.post('/api/content', { section_id: section.id, component_id: component.id })
    ).json()
    const media = (
      await upload(client, { filename: 'a.png', content: await makeImage('png') })
    ).json()
    const category = (await client.post('/api/media_categories', { title: 'Fotos' })).json()
    const ids = [
      page.id,
      article.id,
      section.id,
      content.id,
      layout.id,
      component.id,
      media.id,
      category.id,
      site.id,
      organization.id,
    ].filter((id): id is number => typeof id === 'number')

    // Requests go out as the owner's browser would send them, but cookies a response sets are
    // ignored: no hostile request can sign the owner out or in as someone else.
    const cookies = Object.fromEntries(client.jar)
    const baseHeaders = {
      accept: 'application/json',
      'x-xsrf-token': client.jar.get(COOKIES.xsrf.name)!,
      'x-organization-id': String(organization.id),
    }

    const routes = registered.filter(
      (r) =>
        !(Array.isArray(r.method) ? r.method : [r.method]).every((m) => m === 'HEAD') &&
        // Ending the owner's session would leave every later request at the door.
        !r.url.includes('logout'),
    )
    const methodsOf = (r: SeenRoute) =>
      (Array.isArray(r.method) ? r.method : [r.method]).filter((m) => m !== 'HEAD')

    const failures: string[] = []
    let requests = 0
    let pastAuth = 0
    const statuses = new Map<number, number>()
    const send = async ({ method, url, payload, contentType }: Probe) => {
      const res = await app.inject({
        method: method as 'GET',
        url,
        cookies,
        headers: { ...baseHeaders, ...(contentType ? { 'content-type': contentType } : {}) },
        ...(payload === undefined ? {} : { payload }),
      })
      requests++
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
      if (![401, 403, 419].includes(res.statusCode)) pastAuth++
      if (res.statusCode >= 500) {
        const shown = typeof payload === 'string' ? payload.slice(0, 200) : String(payload)
        failures.push(`${res.statusCode} ${method} ${url.slice(0, 200)} ${shown}`)
      }
    }

    let covered = 0
    for (const [routeIndex, route] of routes.entries()) {
      const schema = (route.schema ?? {}) as Record<string, z.ZodType | undefined>
      const paramNames = [...route.url.matchAll(/:([A-Za-z_]+)/g)].map((m) => m[1]!)
      const pathWith = (values: Record<string, unknown>) =>
        route.url
          .replace(/:([A-Za-z_]+)/g, (_, name: string) =>
            encodeURIComponent(asText(values[name] ?? ids[0])),
          )
          .replace(/\*$/, 'x')
      for (const method of methodsOf(route)) {
        covered++
        const destructive = method === 'DELETE'
        const seed = SEED + routeIndex
        const validParams = Object.fromEntries(
          paramNames.map((name, i) => [name, destructive ? 2_147_483_647 : ids[i % ids.length]]),
        )
        const path = pathWith(validParams)
        const hasBody = method !== 'GET' && method !== 'DELETE'

        // 1. The body from its schema, one field at a time made hostile, or prototype keys added.
        if (hasBody) {
          const base = plausible(schema.body, ids) ?? {}
          const paths = pathsOf(base)
          const bodies = fc.sample(
            fc.oneof(
              fc
                .tuple(fc.constantFrom(...paths), hostileValue)
                .map(([at, value]) => toJsonText(withValueAt(base, at, value))),
              fc
                .tuple(fc.constantFrom(...paths), fc.constantFrom('__proto__', 'constructor'))
                .map(([at, key]) =>
                  toJsonText(
                    withValueAt(base, at, JSON.parse(`{"${key}":{"prototype":{"polluted":1}}}`)),
                  ),
                ),
              hostileJsonText,
            ),
            { seed, numRuns: PER_ROUTE },
          )
          for (const payload of bodies)
            await send({ method, url: path, payload, contentType: 'application/json' })
          // Wrong content types with a body that is valid JSON otherwise.
          for (const contentType of fc.sample(hostileContentType, { seed, numRuns: 3 }))
            await send({ method, url: path, payload: toJsonText(base), contentType })
        }

        // 2. The query string: every known key (and a prototype key) with hostile text.
        const queryKeys = [
          ...Object.keys(
            (plausible(schema.querystring, ids) as Record<string, unknown> | undefined) ?? {},
          ),
          '__proto__[polluted]',
          'constructor[prototype][polluted]',
        ]
        for (const value of fc.sample(hostileValue, { seed: seed + 1, numRuns: PER_ROUTE / 2 })) {
          const text = encodeURIComponent(asText(value).slice(0, 2000))
          const query = queryKeys.map((k) => `${encodeURIComponent(k)}=${text}`).join('&')
          await send({ method, url: `${path}?${query}&${query}` })
        }

        // 3. The path parameters.
        if (paramNames.length && !destructive)
          for (const value of fc.sample(hostileValue, { seed: seed + 2, numRuns: PER_ROUTE / 2 })) {
            const values = Object.fromEntries(
              paramNames.map((name) => [name, asText(value).slice(0, 400)]),
            )
            await send({ method, url: pathWith(values) })
          }
      }
    }

    // The owner is still signed in: the requests above were made past the door.
    const me = await app.inject({ method: 'GET', url: '/api/user', cookies, headers: baseHeaders })
    expect(me.statusCode).toBe(200)
    const polluted = ({} as Record<string, unknown>).polluted
    const prototypeAfter = snapshotPrototype()
    const seconds = Math.round((Date.now() - started) / 100) / 10

    recordFigures('bad-input', 'Bad input on every route', [
      { measure: 'routes (method × path) covered', value: covered },
      { measure: 'requests sent', value: requests },
      { measure: 'requests past authentication (not 401/403/419)', value: pastAuth },
      { measure: 'responses ≥ 500', value: failures.length, target: '0', met: !failures.length },
      {
        measure: 'new keys on Object.prototype',
        value: prototypeAfter === prototypeBefore && polluted === undefined ? 0 : 1,
        target: '0',
        met: prototypeAfter === prototypeBefore && polluted === undefined,
      },
      {
        measure: 'answers by status',
        value: [...statuses.entries()]
          .sort((a, b) => a[0] - b[0])
          .map(([status, n]) => `${status}×${n}`)
          .join(' '),
      },
      { measure: 'seconds', value: seconds },
      { measure: 'fast-check seed', value: SEED },
    ])

    expect(covered).toBeGreaterThanOrEqual(60)
    expect(pastAuth / requests).toBeGreaterThan(0.8)
    expect(failures.slice(0, 30)).toEqual([])
    expect(polluted).toBeUndefined()
    expect(prototypeAfter).toBe(prototypeBefore)
  })
})
