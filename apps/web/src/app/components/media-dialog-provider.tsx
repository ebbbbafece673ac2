import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react'
import {
  MediaDialogContext,
  type MediaDialogRequest,
  type OpenMediaDialog,
} from '../../components/media-input/media-dialog-context'
import { loadAreas } from '../../i18n/i18n'

// the library (with its upload form and its words) loads when a form first opens the dialog
const MediaDialog = lazy(() =>
  Promise.all([import('../../features/media/components/media-dialog'), loadAreas(['media'])]).then(
    ([m]) => ({ default: m.MediaDialog }),
  ),
)

interface Open {
  request: MediaDialogRequest
  resolve: (value: unknown) => void
}

/** Gives every media field of a form the media library's dialog (composed here, see STYLE.md). */
export function MediaDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<Open | null>(null)
  const openDialog = useCallback(
    (request: MediaDialogRequest) =>
      new Promise<unknown>((resolve) => setOpen({ request, resolve })),
    [],
  ) as OpenMediaDialog
  return (
    <MediaDialogContext.Provider value={openDialog}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <MediaDialog
            request={open.request}
            onDone={(value) => {
              open.resolve(value)
              setOpen(null)
            }}
          />
        </Suspense>
      )}
    </MediaDialogContext.Provider>
  )
}
