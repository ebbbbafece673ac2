import type { MediaInputValue } from '@sitewerk/contracts'
import { createContext, useContext } from 'react'

/**
 * spec §2 media dialog: type select (pick a file) or type edit (edit the chosen one). Answers the
 * chosen or edited value, null when the file was deleted, undefined when the dialog was closed
 * without one.
 */
export type MediaDialogRequest =
  { type: 'select'; value: MediaInputValue | null } | { type: 'edit'; value: MediaInputValue }

export type OpenMediaDialog = (
  request: MediaDialogRequest,
) => Promise<MediaInputValue | null | undefined>

/**
 * The media library provides the dialog (composed in app/, since shared components do not import
 * features); without a provider a media input can show its value but not change it.
 */
export const MediaDialogContext = createContext<OpenMediaDialog | null>(null)

export const useMediaDialog = () => useContext(MediaDialogContext)
