import type { FastifyRequest } from 'fastify'
import { FONT_FILE_FIELDS } from '@sitewerk/contracts'
import { ValidationError } from '../../lib/errors.ts'
import type { FontUpload } from './upload.ts'

/** A form of a font upload never needs more than this: three text fields and two files. */
const LIMITS = { fields: 10, fieldSize: 1000, files: FONT_FILE_FIELDS.length + 1, parts: 20 }

/**
 * Reads every part of a multipart font upload into memory (each file at most `maxBytes`, a
 * larger one is cut off and marked), without judging it: `validateUpload` does that. Too many
 * parts, files or fields is a 422, as is a body that is not multipart at all or is broken.
 */
export async function readUpload(req: FastifyRequest, maxBytes: number): Promise<FontUpload> {
  const upload: FontUpload = { fields: [], files: [] }
  const invalid = (key: 'fonts.too_many_parts' | 'fonts.not_multipart') =>
    new ValidationError(req.ctx.t('validation.invalid'), { source: [req.ctx.t(key)] })
  if (!req.isMultipart()) throw invalid('fonts.not_multipart')
  try {
    for await (const part of req.parts({
      // The raw name, so a name with a path is refused instead of quietly cut to its last part.
      preservePath: true,
      limits: { ...LIMITS, fileSize: maxBytes },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer()
        upload.files.push({
          field: part.fieldname,
          filename: part.filename,
          bytes: part.file.truncated ? null : bytes,
        })
      } else {
        upload.fields.push({ name: part.fieldname, value: String(part.value) })
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw invalid('fonts.too_many_parts')
    // A multipart header over a body that is not one (no boundary, a broken part, cut short):
    // the client sent no usable form, as with any other content type.
    throw invalid('fonts.not_multipart')
  }
  return upload
}
