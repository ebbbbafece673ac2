import { mediaVersion, type MediaFocus } from '@sitewerk/contracts'
import type { MediaFileRow } from './site-data.ts'

type FileOf = (id: number) => Promise<MediaFileRow | null>

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A stored media value (spec §3 Media input value): id, filename, width and height. */
const isMediaValue = (value: Record<string, unknown>) =>
  typeof value.id === 'number' &&
  typeof value.filename === 'string' &&
  typeof value.width === 'number' &&
  typeof value.height === 'number'

/** The file's own focal point, or undefined for the centre. */
export const fileFocus = (file: Pick<MediaFileRow, 'focusX' | 'focusY'>): MediaFocus | undefined =>
  file.focusX === null || file.focusY === null ? undefined : { x: file.focusX, y: file.focusY }

/** A file's version (MediaFile.version), for the image addresses the page carries. */
export const fileVersion = (file: Pick<MediaFileRow, 'checksum' | 'focusX' | 'focusY'>) =>
  mediaVersion(file.checksum, fileFocus(file) ?? null)

/**
 * The media values in `tree` as their files are now (decision 042): a value stores what the file
 * was when it was chosen, so a replaced file would show its old size, and every file's focal
 * point and version live on the file. Each value gets the file's filename, size, version and
 * focal point (`fileFocus`; the use's own `focus` still wins when the image is drawn). A value
 * whose file is gone stays as it is.
 */
export async function withFileFacts<T>(tree: T, fileOf: FileOf): Promise<T> {
  const ids = new Set<number>()
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(collect)
    if (!isRecord(value)) return
    if (isMediaValue(value)) ids.add(value.id as number)
    for (const child of Object.values(value)) collect(child)
  }
  collect(tree)
  if (!ids.size) return tree
  const files = new Map<number, MediaFileRow>()
  await Promise.all(
    [...ids].map(async (id) => {
      const file = await fileOf(id)
      if (file) files.set(id, file)
    }),
  )
  const apply = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(apply)
    if (!isRecord(value)) return value
    const out: Record<string, unknown> = {}
    for (const [key, child] of Object.entries(value)) out[key] = apply(child)
    const file = isMediaValue(value) ? files.get(value.id as number) : undefined
    if (!file) return out
    const focus = fileFocus(file)
    return {
      ...out,
      filename: file.filename,
      width: file.width ?? 0,
      height: file.height ?? 0,
      size: file.size,
      version: fileVersion(file),
      ...(focus ? { fileFocus: focus } : {}),
    }
  }
  return apply(tree) as T
}
