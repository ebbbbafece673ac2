import type { MediaFile } from '@sitewerk/contracts'
import { mediaPaths } from './media-paths'

/** spec §4 media pool modes: browse a category, upload into it, update one file. */
export type MediaView =
  | { mode: 'pool'; categoryId: number }
  | { mode: 'upload'; categoryId: number }
  | { mode: 'update'; fileId: number; focusAlt?: boolean }

export type MediaEvent =
  | { type: 'open'; categoryId: number }
  | { type: 'startUpload' }
  /** `focusAlt`: from the missing-alt warning (spec §4), the alt text is what to add. */
  | { type: 'edit'; fileId: number; focusAlt?: boolean }
  | { type: 'cancel'; categoryId: number }
  | { type: 'uploaded' }
  | { type: 'saved'; file: MediaFile }
  | { type: 'deleted'; categoryId: number }

/**
 * spec §4: pool → upload (upload button); upload → pool on cancel or after the upload; pool →
 * update for a chosen file; update → pool after save or cancel (and after a delete). Any other
 * event leaves the view as it is.
 */
export function nextMediaView(view: MediaView, event: MediaEvent): MediaView {
  switch (view.mode) {
    case 'pool':
      if (event.type === 'open') return { mode: 'pool', categoryId: event.categoryId }
      if (event.type === 'startUpload') return { mode: 'upload', categoryId: view.categoryId }
      if (event.type === 'edit')
        return { mode: 'update', fileId: event.fileId, focusAlt: event.focusAlt ?? false }
      return view
    case 'upload':
      if (event.type === 'cancel' || event.type === 'uploaded')
        return { mode: 'pool', categoryId: view.categoryId }
      return view
    case 'update':
      if (event.type === 'saved')
        return { mode: 'pool', categoryId: event.file.media_category_id ?? 0 }
      if (event.type === 'cancel' || event.type === 'deleted')
        return { mode: 'pool', categoryId: event.categoryId }
      return view
  }
}

/** The route of a view in the back office (spec §2). */
export function mediaViewPath(view: MediaView): string {
  switch (view.mode) {
    case 'pool':
      return mediaPaths.category(view.categoryId)
    case 'upload':
      return mediaPaths.upload(view.categoryId)
    case 'update':
      return view.focusAlt
        ? `${mediaPaths.file(view.fileId)}?focus=alt`
        : mediaPaths.file(view.fileId)
  }
}
