import {
  normalizeFileName,
  FONT_FILE_FIELDS,
  UploadFontFields,
  type FontFileField,
  type FontFormat,
} from '@sitewerk/contracts'
import type { z } from 'zod'
import { ValidationError } from '../../lib/errors.ts'
import type { Translate } from '../../lib/i18n/translate.ts'
import { issuesToFieldErrors } from '../../lib/i18n/validation-messages.ts'
import { detectFontFile } from './font-file.ts'

/** A multipart upload as the route read it: every part, in order, nothing judged yet. */
export interface FontUpload {
  fields: { name: string; value: string }[]
  /** `bytes` null: the file was larger than the limit and was cut off. */
  files: { field: string; filename: string; bytes: Buffer | null }[]
}

/** An uploaded file that proved to be a font. */
export interface FontFileUpload {
  filename: string
  bytes: Buffer
  format: FontFormat
  mimeType: string
}

export interface ValidUpload {
  fields: z.output<typeof UploadFontFields>
  source: FontFileUpload
  italic: FontFileUpload | null
}

/** A file name is shown and offered on download: one plain name, never a path. */
const isPlainFilename = (name: string) =>
  name.length > 0 &&
  name.length <= 255 &&
  // eslint-disable-next-line no-control-regex
  !/[/\\\u0000-\u001f\u007f]/.test(name) &&
  !/^\.+$/.test(name) &&
  !/^[a-zA-Z]:/.test(name)

/** '20' for 20 MiB, '0.5' for 512 KiB: the limit as people read it. */
const megabytes = (bytes: number) => String(Math.round((bytes / (1024 * 1024)) * 100) / 100)

const isFileField = (field: string): field is FontFileField =>
  (FONT_FILE_FIELDS as readonly string[]).includes(field)

/**
 * Checks an upload and answers its parts, or throws one 422 naming every field that is wrong in
 * the user's language: text fields by the contract, files by their content (a renamed image or
 * an empty or cut-off file is no font, whatever its name says) and by size.
 */
export function validateUpload(
  upload: FontUpload,
  { t, maxBytes }: { t: Translate; maxBytes: number },
): ValidUpload {
  const errors: Record<string, string[]> = {}
  const add = (field: string, message: string) => (errors[field] ??= []).push(message)

  const values: Record<string, string> = {}
  for (const { name, value } of upload.fields) {
    if (name in values) add(name, t('fonts.one_value'))
    values[name] = value
  }
  const parsed = UploadFontFields.safeParse(values)
  if (!parsed.success)
    for (const [field, messages] of Object.entries(
      issuesToFieldErrors(parsed.error.issues as never, t, values),
    ))
      messages.forEach((m) => add(field, m))

  const files: Partial<Record<FontFileField, FontFileUpload>> = {}
  const seen = new Set<string>()
  for (const file of upload.files) {
    if (!isFileField(file.field)) {
      add(file.field, t('validation.unknown_field'))
      continue
    }
    if (seen.has(file.field)) {
      add(file.field, t('fonts.one_file'))
      continue
    }
    seen.add(file.field)
    // Stored as people will read it: no invisible or right-to-left character disguises it.
    const filename = normalizeFileName(file.filename)
    if (!isPlainFilename(filename)) add(file.field, t('fonts.filename'))
    else if (file.bytes === null)
      add(file.field, t('fonts.too_large', { max: megabytes(maxBytes) }))
    else {
      const type = detectFontFile(file.bytes)
      if (!type) add(file.field, t('fonts.not_a_font'))
      else files[file.field] = { filename, bytes: file.bytes, ...type }
    }
  }
  if (!seen.has('source')) add('source', t('validation.required'))

  if (Object.keys(errors).length || !parsed.success || !files.source)
    throw new ValidationError(t('validation.invalid'), errors)
  return { fields: parsed.data, source: files.source, italic: files.source_italic ?? null }
}
