import type { Component } from '@sitewerk/contracts'
import { useOutletContext } from 'react-router'

/** What the studio's tabs (index, code, form) share: the component and whether it may change. */
export interface StudioComponent {
  component: Component
  /** Platform components change only by superusers; everyone else sees them read-only. */
  canEdit: boolean
}

export function useStudioComponent() {
  return useOutletContext<StudioComponent>()
}
