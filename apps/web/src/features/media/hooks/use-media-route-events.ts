import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { mediaViewPath, nextMediaView, type MediaEvent, type MediaView } from '../utils/media-view'

/** In the back office each media view is a route (spec §2): a transition is a navigation. */
export function useMediaRouteEvents(view: MediaView) {
  const navigate = useNavigate()
  return useCallback(
    (event: MediaEvent) => {
      const next = nextMediaView(view, event)
      if (next !== view) void navigate(mediaViewPath(next))
    },
    [navigate, view],
  )
}
