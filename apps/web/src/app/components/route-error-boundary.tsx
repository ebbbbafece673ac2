import { useEffect } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { isApiError } from '../../api/client'
import { loadingBar } from '../../components/ui/loading-bar-controller'
import { AddressedRecordMissing } from '../../components/ui/query-error'
import { ErrorScreen } from '../../features/system/screens/error-screen'
import { NotFoundScreen } from '../../features/system/screens/not-found-screen'
import { isChunkLoadError, reloadOnceForChunkError } from '../../utils/chunk-reload'
import { isBot } from '../../utils/is-bot'

function messageOf(data: unknown): string | undefined {
  if (typeof data === 'string' && data) return data
  if (data && typeof data === 'object' && 'message' in data && typeof data.message === 'string') {
    return data.message
  }
  return undefined
}

/** Route-level error boundary (spec §8): 404 screen, generic error screen, chunk reload, bots. */
export function RouteErrorBoundary() {
  const error = useRouteError()

  useEffect(() => {
    loadingBar.fail()
    // spec §8: errors are logged; for bots that is all that happens.
    // eslint-disable-next-line no-console
    console.error(error)
  }, [error])

  // spec §8: a chunk that vanished with a deploy reloads the page, once per 10 s per path.
  if (isChunkLoadError(error) && reloadOnceForChunkError()) return null
  if (isBot()) return null
  if (isRouteErrorResponse(error)) {
    if (error.status === 404) return <NotFoundScreen message={messageOf(error.data)} />
    return <ErrorScreen status={error.status} message={messageOf(error.data)} />
  }
  // the record the address names is missing (an unknown site id, say): that page does not exist
  if (error instanceof AddressedRecordMissing) return <NotFoundScreen />
  // a failed call is not a missing page, even when the server answered 404
  if (isApiError(error)) return <ErrorScreen status={error.status || 500} message={error.message} />
  return <ErrorScreen />
}
