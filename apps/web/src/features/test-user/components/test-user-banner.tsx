import { lazy, Suspense } from 'react'
import { loadAreas } from '../../../i18n/i18n'
import { useTestUserId } from '../../../lib/test-user-mode'

// the bar, its call and its words load only while a test user is on: every screen has this
// (issue #18, decision 060)
const TestUserBar = lazy(() =>
  Promise.all([import('./test-user-bar'), loadAreas(['test-user'])]).then(([m]) => ({
    default: m.TestUserBar,
  })),
)

/**
 * While a superuser sees the back office as someone else (decision 033): on every screen, with
 * no way to hide it, whom they see and one button that ends it.
 */
export function TestUserBanner() {
  const personId = useTestUserId()
  if (personId === null) return null
  return (
    <Suspense fallback={null}>
      <TestUserBar personId={personId} />
    </Suspense>
  )
}
