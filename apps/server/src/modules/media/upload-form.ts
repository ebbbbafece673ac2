import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { formatFileSize, MediaUploadFields, type Locale } from '@sitewerk/contracts'
import { ValidationError } from '../../lib/errors.ts'
import type { Translate } from '../../lib/i18n/translate.ts'
import { issuesToFieldErrors } from '../../lib/i18n/validation-messages.ts'

/** The multipart limits: one file cut at `maxBytes`, a handful of short text fields. */
export const uploadLimits = (maxBytes: number) => ({
  fileSize: maxBytes,
  files: 1,
  fields: 10,
  parts: 11,
  fieldSize: 4096,
  headerPairs: 100,
})

export interface UploadForm {
  fields: z.output<typeof MediaUploadFields>
  file: { filename: string; body: Buffer } | null
}

const invalid = (t: Translate, errors: Record<string, string[]>) =>
  new ValidationError(t('validation.invalid'), errors)

/** Reads the whole multipart body of POST media/upload (spec §7); every refusal is a 422. */
export async function readUploadForm(
  req: FastifyRequest,
  { t, locale, maxBytes }: { t: Translate; locale: Locale; maxBytes: number },
): Promise<UploadForm> {
  const values: Record<string, string> = {}
  let file: UploadForm['file'] = null
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        // The files limit is 1, so a second file ends the loop with FST_FILES_LIMIT below.
        if (part.fieldname !== 'file') {
          part.file.resume()
          throw invalid(t, { [part.fieldname]: [t('validation.unknown_field')] })
        }
        file = { filename: part.filename, body: await part.toBuffer() }
      } else {
        if (part.valueTruncated)
          throw invalid(t, { [part.fieldname]: [t('validation.string_max', { max: 4096 })] })
        if (typeof part.value === 'string') values[part.fieldname] = part.value
      }
    }
  } catch (error) {
    if (error instanceof ValidationError) throw error
    switch ((error as { code?: string }).code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw invalid(t, {
          file: [t('media.file_too_large', { max: formatFileSize(maxBytes, { locale }) })],
        })
      case 'FST_FILES_LIMIT':
        throw invalid(t, { file: [t('media.file_one')] })
      default:
        // Not multipart, broken boundaries, too many parts: the client sent no usable form.
        throw invalid(t, { _: [t('media.upload_malformed')] })
    }
  }
  const parsed = MediaUploadFields.safeParse(values)
  if (!parsed.success)
    throw invalid(t, issuesToFieldErrors(parsed.error.issues as never, t, values))
  return { fields: parsed.data, file }
}
