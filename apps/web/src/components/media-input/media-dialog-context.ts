import type { MediaInputValue } from '@sitewerk/contracts'
import { createContext, useContext } from 'react'

/**
 * spec §2 media dialog: type select (pick a file) or type edit (edit the chosen one), and
 * select-many (issue 13: pick several files at once, for a gallery's rows).
 */
export type MediaDialogRequest =
  | { type: 'select'; value: MediaInputValue | null }
  | { type: 'edit'; value: MediaInputValue }
  | { type: 'select-many' }

/**
 * Answers the chosen or edited value, null when the file was deleted, undefined when the dialog
 * was closed without one; select-many answers the picked values in the order they were picked.
 */
export interface OpenMediaDialog {
  (
    request: Exclude<MediaDialogRequest, { type: 'select-many' }>,
  ): Promise<MediaInputValue | null | undefined>
  (request: { type: 'select-many' }): Promise<MediaInputValue[] | undefined>
}

/**
 * The media library provides the dialog (composed in app/, since shared components do not import
 * features); without a provider a media input can show its value but not change it.
 */
export const MediaDialogContext = createContext<OpenMediaDialog | null>(null)

export const useMediaDialog = () => useContext(MediaDialogContext)
