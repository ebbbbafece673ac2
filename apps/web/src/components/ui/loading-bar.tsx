import { LOADING_BAR } from '@sitewerk/contracts'
import { useSyncExternalStore } from 'react'
import type { LoadingBarController } from './loading-bar-controller'

/** The thin bar at the top of the page (spec §2); height 3 px (spec §9). */
export function LoadingBar({
  controller,
  label,
}: {
  controller: LoadingBarController
  label: string
}) {
  const state = useSyncExternalStore(controller.subscribe, controller.getState, controller.getState)
  if (state.status === 'idle') return null
  const creeping = state.status === 'loading'
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(state.progress)}
      aria-hidden={!state.visible}
      data-error={state.error || undefined}
      className="sw-loading-bar"
      style={{
        height: LOADING_BAR.heightPx,
        width: `${state.progress}%`,
        opacity: state.visible ? 1 : 0,
        transition: creeping
          ? `width ${LOADING_BAR.durationMs}ms cubic-bezier(0.1, 0.6, 0.3, 1)`
          : 'width 200ms ease-out, opacity 300ms ease',
      }}
    />
  )
}
