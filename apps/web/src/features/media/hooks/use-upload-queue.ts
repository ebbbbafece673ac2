import { useCallback, useState } from 'react'
import { isApiError, getErrorMessage } from '../../../api/client'
import { uploadMediaFile } from '../api/upload-media-file'

export interface UploadItem {
  key: string
  file: File
  /** A local object URL of the file for its preview; null for a rejected file. */
  preview: string | null
  name: string
  alt: string
  /** 0..1 of the body sent. */
  progress: number
  status: 'ready' | 'uploading' | 'done' | 'failed' | 'rejected'
  error: string | null
}

/** How many files go up at once: enough to fill the line, few enough to show progress. */
const PARALLEL_UPLOADS = 3

// jsdom has no object URLs
const createPreview = (file: File) =>
  typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null
const revokePreview = (item: UploadItem) => {
  if (item.preview) URL.revokeObjectURL(item.preview)
}

let counter = 0
const nextKey = () => `u${(counter += 1)}`

/** The first message of a failed upload: the server's 422 field errors, else its message. */
function uploadError(error: unknown): string {
  if (isApiError(error)) {
    const first = Object.values(error.errors).flat()[0]
    if (first) return first
  }
  return getErrorMessage(error)
}

/**
 * The files of an upload form: one request per file (spec §5), with progress; failed files stay
 * with their error (spec §8), uploaded ones leave the list.
 */
export function useUploadQueue({ categoryId }: { categoryId: number }) {
  const [items, setItems] = useState<UploadItem[]>([])
  const [running, setRunning] = useState(false)

  const patch = useCallback((key: string, change: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)))
  }, [])

  const add = useCallback((files: File[], rejected: { file: File; error: string }[] = []) => {
    setItems((current) => [
      ...current,
      ...files.map((file) => ({
        key: nextKey(),
        file,
        preview: createPreview(file),
        name: '',
        alt: '',
        progress: 0,
        status: 'ready' as const,
        error: null,
      })),
      ...rejected.map(({ file, error }) => ({
        key: nextKey(),
        file,
        preview: null,
        name: '',
        alt: '',
        progress: 0,
        status: 'rejected' as const,
        error,
      })),
    ])
  }, [])

  // A preview is revoked with its row; those left when the form closes go with the document
  // (revoking on unmount would break them under StrictMode's second mount).
  const remove = useCallback((key: string) => {
    setItems((current) => {
      current.filter((item) => item.key === key).forEach(revokePreview)
      return current.filter((item) => item.key !== key)
    })
  }, [])

  /** Uploads every file not yet up; answers how many went up and how many failed. */
  const start = useCallback(async () => {
    const queue = items.filter((item) => item.status === 'ready' || item.status === 'failed')
    setRunning(true)
    let uploaded = 0
    let failed = 0
    const work = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const { key } = item
        patch(key, { status: 'uploading', progress: 0, error: null })
        try {
          await uploadMediaFile({
            file: item.file,
            categoryId,
            name: item.name,
            alt: item.alt,
            onProgress: (progress) => patch(key, { progress }),
          })
          uploaded += 1
          patch(key, { status: 'done', progress: 1 })
        } catch (error) {
          failed += 1
          patch(key, { status: 'failed', error: uploadError(error) })
        }
      }
    }
    await Promise.all(Array.from({ length: PARALLEL_UPLOADS }, work))
    setItems((current) => {
      current.filter((item) => item.status === 'done').forEach(revokePreview)
      return current.filter((item) => item.status !== 'done')
    })
    setRunning(false)
    return { uploaded, failed }
  }, [categoryId, items, patch])

  return { items, running, add, remove, patch, start }
}
