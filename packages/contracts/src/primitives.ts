import { z } from 'zod'
import { DB_DATE_TIME } from './dates.ts'

/** The largest id a PostgreSQL `integer` column holds. */
export const ID_MAX = 2_147_483_647

/** A database id in a JSON body: a positive integer that fits the database's integer. */
export const Id = z.number().int().positive().max(ID_MAX)
/** An id where 0 names the root (the media library's top category). */
export const IdOrRoot = z.number().int().nonnegative().max(ID_MAX)
/** An id in a path, a query or a multipart field: arrives as a string and is coerced. */
export const IdParam = z.coerce.number().int().positive().max(ID_MAX)
/** `IdOrRoot` in a path, a query or a multipart field. */
export const IdOrRootParam = z.coerce.number().int().nonnegative().max(ID_MAX)
export const IdParams = z.object({ id: IdParam })
export type IdParams = z.infer<typeof IdParams>

/** spec §9: 'YYYY-MM-DD HH:MM:SS' in UTC. */
export const DbDateTime = z.string().regex(DB_DATE_TIME)

export const Email = z.email().max(255)

/**
 * The characters no text we store may hold: NUL (PostgreSQL refuses it in text and jsonb) and the
 * other C0 control characters and DEL, which nobody types and which disguise or break what is
 * shown. Tab, line feed and carriage return are text.
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/
export const hasForbiddenCharacters = (value: string) => FORBIDDEN_CHARACTERS.test(value)

/** Text kept exactly as sent (source code, CSS, labels, search terms), without forbidden characters. */
export const RawText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !hasForbiddenCharacters(s), { message: 'invalid_characters' })

/** Free text a person types: trimmed, without forbidden characters. */
export const Text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !hasForbiddenCharacters(s), { message: 'invalid_characters' })

export const Password = z.string().min(8).max(255)

/** How deep free JSON may nest: far beyond any form (groups and repeats), far below a stack. */
export const JSON_MAX_DEPTH = 64

/**
 * The first problem in a JSON value: a string or key with a forbidden character, or nesting
 * deeper than JSON_MAX_DEPTH; with the path to it. Walks without recursion, so no depth can
 * overflow the stack.
 */
export function findJsonProblem(
  value: unknown,
): { problem: 'invalid_characters' | 'too_deep'; path: (string | number)[] } | null {
  // Each entry points to its parent, so the path is built only for the one found (a path per
  // entry would cost the square of the depth).
  interface Entry {
    value: unknown
    key: string | number | null
    parent: Entry | null
    depth: number
  }
  const pathOf = (entry: Entry | null, last?: string) => {
    const path: (string | number)[] = last === undefined ? [] : [last]
    for (let at = entry; at && at.key !== null; at = at.parent) path.unshift(at.key)
    return path
  }
  const stack: Entry[] = [{ value, key: null, parent: null, depth: 0 }]
  while (stack.length) {
    const entry = stack.pop()!
    const { value: node, depth } = entry
    if (typeof node === 'string') {
      if (hasForbiddenCharacters(node))
        return { problem: 'invalid_characters', path: pathOf(entry) }
    } else if (node !== null && typeof node === 'object') {
      if (depth >= JSON_MAX_DEPTH) return { problem: 'too_deep', path: pathOf(entry) }
      if (Array.isArray(node))
        node.forEach((item, index) =>
          stack.push({ value: item, key: index, parent: entry, depth: depth + 1 }),
        )
      else
        for (const [key, item] of Object.entries(node)) {
          if (hasForbiddenCharacters(key))
            return { problem: 'invalid_characters', path: pathOf(entry, key) }
          stack.push({ value: item, key, parent: entry, depth: depth + 1 })
        }
    }
  }
  return null
}

/** The path to the first string or key in a JSON value with a forbidden character, or null. */
export function findForbiddenCharacters(value: unknown): (string | number)[] | null {
  const found = findJsonProblem(value)
  return found?.problem === 'invalid_characters' ? found.path : null
}

/**
 * A free JSON object (content data, site variables before their schema is known): any value, but
 * no forbidden character in any string or key and no nesting deeper than JSON_MAX_DEPTH (422 at
 * the offending path).
 */
export const JsonRecord = z.record(z.string(), z.unknown()).superRefine((value, ctx) => {
  const found = findJsonProblem(value)
  if (found) ctx.addIssue({ code: 'custom', message: found.problem, path: found.path })
})
