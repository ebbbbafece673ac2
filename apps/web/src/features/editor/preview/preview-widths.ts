import { BREAKPOINTS, DEFAULT_BREAKPOINT } from '@sitewerk/contracts'

/** A width of the preview frame: one per spec §9 breakpoint. */
export type PreviewWidth = keyof typeof BREAKPOINTS

export const DEFAULT_PREVIEW_WIDTH: PreviewWidth = DEFAULT_BREAKPOINT

/**
 * The frame's width in px at each breakpoint: small is spec §9's default preview width (480), the
 * others the breakpoint's own minimum, so the page lays out as it does from that width on.
 */
export const PREVIEW_WIDTH_PX: Record<PreviewWidth, number> = {
  small: 480,
  medium: BREAKPOINTS.medium,
  large: BREAKPOINTS.large,
  big: BREAKPOINTS.big,
}

export const PREVIEW_WIDTHS = Object.keys(PREVIEW_WIDTH_PX) as PreviewWidth[]
