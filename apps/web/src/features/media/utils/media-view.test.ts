import type { MediaFile } from '@sitewerk/contracts'
import { describe, expect, it } from 'vitest'
import { mediaViewPath, nextMediaView, type MediaView } from './media-view'

const pool: MediaView = { mode: 'pool', categoryId: 4 }
const file = { id: 9, media_category_id: 6 } as MediaFile

describe('media modes (spec §4)', () => {
  it('goes from pool to upload with the upload button, and back on cancel or after the upload', () => {
    const upload = nextMediaView(pool, { type: 'startUpload' })
    expect(upload).toEqual({ mode: 'upload', categoryId: 4 })
    expect(nextMediaView(upload, { type: 'cancel', categoryId: 4 })).toEqual(pool)
    expect(nextMediaView(upload, { type: 'uploaded' })).toEqual(pool)
  })

  it('goes from pool to update for a chosen file, and back after save or cancel', () => {
    const update = nextMediaView(pool, { type: 'edit', fileId: 9 })
    expect(update).toEqual({ mode: 'update', fileId: 9, focusAlt: false })
    expect(nextMediaView(update, { type: 'saved', file })).toEqual({ mode: 'pool', categoryId: 6 })
    expect(nextMediaView(update, { type: 'cancel', categoryId: 4 })).toEqual(pool)
  })

  it('ignores events a mode does not know', () => {
    const upload: MediaView = { mode: 'upload', categoryId: 4 }
    expect(nextMediaView(upload, { type: 'edit', fileId: 9 })).toBe(upload)
    expect(nextMediaView(pool, { type: 'uploaded' })).toBe(pool)
    const update: MediaView = { mode: 'update', fileId: 9 }
    expect(nextMediaView(update, { type: 'startUpload' })).toBe(update)
  })

  it('names the spec §2 route of each view', () => {
    expect(mediaViewPath({ mode: 'pool', categoryId: 0 })).toBe('/puronectar/media/categories')
    expect(mediaViewPath(pool)).toBe('/puronectar/media/categories/4')
    expect(mediaViewPath({ mode: 'upload', categoryId: 4 })).toBe(
      '/puronectar/media/files/upload?categoryId=4',
    )
    expect(mediaViewPath({ mode: 'update', fileId: 9, focusAlt: true })).toBe(
      '/puronectar/media/files/9?focus=alt',
    )
  })
})
