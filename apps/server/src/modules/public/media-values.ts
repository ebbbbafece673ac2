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

/** Per tree: the ids of its media values, and what it was last drawn as with which files. */
interface TreeFacts {
  ids: number[]
  drawn?: { files: (MediaFileRow | null)[]; tree: unknown }
}
const factsOf = new WeakMap<object, TreeFacts>()

/** The ids of the media values in `tree`, each once, in order of first appearance. */
function mediaIds(tree: unknown): number[] {
  const ids = new Set<number>()
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(collect)
    if (!isRecord(value)) return
    if (isMediaValue(value)) ids.add(value.id as number)
    for (const child of Object.values(value)) collect(child)
  }
  collect(tree)
  return [...ids]
}

/**
 * `tree` with each media value given its file's facts. Only the values with a file and the objects
 * and arrays above them are new: every other part is `tree`'s own.
 */
function applyFiles(tree: unknown, files: ReadonlyMap<number, MediaFileRow>): unknown {
  const apply = (value: unknown): unknown => {
    if (Array.isArray(value)) {
      const out = value.map(apply)
      return out.some((child, i) => child !== value[i]) ? out : value
    }
    if (!isRecord(value)) return value
    let out = value
    for (const [key, child] of Object.entries(value)) {
      const drawn = apply(child)
      if (drawn === child) continue
      if (out === value) out = { ...value }
      out[key] = drawn
    }
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
  return apply(tree)
}

/**
 * The media values in `tree` as their files are now (decision 042): a value stores what the file
 * was when it was chosen, so a replaced file would show its old size, and every file's focal
 * point and version live on the file. Each value gets the file's filename, size, version and
 * focal point (`fileFocus`; the use's own `focus` still wins when the image is drawn). A value
 * whose file is gone stays as it is.
 *
 * `tree` must not change once given (the published trees of SiteData do not): it is walked once,
 * and while `fileOf` gives the same file rows the same result is given again (issue #18), so a
 * render walks and copies nothing, and the render pool sends the same tree to a worker once.
 */
export async function withFileFacts<T>(tree: T, fileOf: FileOf): Promise<T> {
  if (typeof tree !== 'object' || tree === null) return tree
  let facts = factsOf.get(tree)
  if (!facts) factsOf.set(tree, (facts = { ids: mediaIds(tree) }))
  const { ids } = facts
  if (!ids.length) return tree
  const files = await Promise.all(ids.map(fileOf))
  const drawn = facts.drawn
  if (drawn && drawn.files.every((file, i) => file === files[i])) return drawn.tree as T
  const byId = new Map<number, MediaFileRow>()
  files.forEach((file, i) => file && byId.set(ids[i]!, file))
  const result = applyFiles(tree, byId)
  facts.drawn = { files, tree: result }
  return result as T
}
