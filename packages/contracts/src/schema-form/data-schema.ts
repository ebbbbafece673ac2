import { z } from 'zod'
import { IconName } from '../api/icons.ts'
import { Id, JsonRecord, RawText } from '../primitives.ts'
import type { FormField } from './field.ts'
import {
  COLOR_PATTERN,
  DATE_PATTERN,
  DATETIME_LOCAL_PATTERN,
  RANGE_DEFAULTS,
  URL_VALUE_PATTERN,
} from './submission-check.ts'

/**
 * The point of a picture that must stay visible when a box crops it (issue 13), as percentages
 * from the left and the top: it becomes the picture's `object-position`.
 */
export const MediaFocus = z.object({
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
})
export type MediaFocus = z.infer<typeof MediaFocus>

/** spec §3 Media input value: what a media field stores, and where its focal point is. */
export const MediaInputValue = z.object({
  id: Id,
  filename: RawText(255),
  name: RawText(255).nullable().optional(),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
  size: z.number().int().nonnegative().optional(),
  alt: RawText(1000).nullable().optional(),
  focus: MediaFocus.optional(),
  /**
   * The file's version and its own focal point as they are now: filled in by the server when it
   * renders (decision 042), never stored. The use's `focus` wins over `fileFocus`.
   */
  version: z
    .string()
    .regex(/^[0-9a-f]{1,32}$/)
    .optional(),
  fileFocus: MediaFocus.optional(),
})
export type MediaInputValue = z.infer<typeof MediaInputValue>

const TEXT_MAX = 10_000
const RICH_MAX = 200_000

function valueSchema(field: FormField): z.ZodType {
  const options = field.options?.map((o) => o.value) ?? []
  switch (field.$formkit) {
    case 'text':
    case 'textarea':
    case 'password':
      return RawText(TEXT_MAX)
    case 'wysiwyg':
    case 'html':
      return RawText(RICH_MAX)
    case 'email':
      return z.email().max(255)
    case 'url':
      return z.string().max(2048).regex(URL_VALUE_PATTERN, 'url')
    case 'color':
      return z.string().max(64).regex(COLOR_PATTERN, 'color')
    case 'date':
      return z.string().regex(DATE_PATTERN, 'date')
    case 'datetime-local':
      return z.string().regex(DATETIME_LOCAL_PATTERN, 'datetime')
    case 'number':
      return z.number().finite()
    case 'range':
      return z
        .number()
        .min(field.min ?? RANGE_DEFAULTS.min)
        .max(field.max ?? RANGE_DEFAULTS.max)
    case 'checkbox':
      return options.length ? z.array(z.enum(options as [string, ...string[]])) : z.boolean()
    case 'select':
    case 'radio':
      return options.length ? z.enum(options as [string, ...string[]]) : RawText(255)
    case 'media':
      return MediaInputValue
    case 'form':
      return Id
    case 'icon':
      return IconName
    case 'group':
      return buildDataSchema(field.children ?? [])
    case 'repeat':
      return z.array(buildDataSchema(field.schema ?? [])).max(500)
  }
}

/**
 * The zod schema of the data a schema-form describes: used for component data, site variables and
 * form entries, on server and client alike. Optional fields accept null and '' (stored as absent);
 * keys the form does not know are dropped.
 */
export function buildDataSchema(fields: readonly FormField[]): z.ZodObject {
  const shape: Record<string, z.ZodType> = {}
  for (const field of fields) {
    const value = valueSchema(field)
    if (field.required) {
      // A required checkbox without options is a consent: it must be ticked.
      if (value instanceof z.ZodBoolean) shape[field.name] = z.literal(true)
      else if (value instanceof z.ZodString || value instanceof z.ZodArray)
        shape[field.name] = value.min(1)
      else shape[field.name] = value
    } else {
      // Empty optional values are stored as absent, so errors inside stay at their own path.
      shape[field.name] = z.preprocess(
        (v) => (v === '' || v === null ? undefined : v),
        value.optional(),
      )
    }
  }
  return z.object(shape)
}

/** Data in a request body: an object, or an empty array that means an empty object (spec §3). */
export const DataInput = z.union([JsonRecord, z.array(z.never()).length(0)])

/** spec §3: component data arriving as an empty array is an empty object. */
export function normalizeData(data: unknown): Record<string, unknown> {
  if (Array.isArray(data) && data.length === 0) return {}
  if (data && typeof data === 'object' && !Array.isArray(data))
    return data as Record<string, unknown>
  return {}
}
