import { z } from 'zod'
import type { BREAKPOINTS } from '../constants.ts'

/** The spec §9 breakpoints as devices a block can be hidden on or spaced for (decision 040). */
export const Device = z.enum([
  'small',
  'medium',
  'large',
  'big',
] satisfies (keyof typeof BREAKPOINTS)[])
export type Device = z.infer<typeof Device>
export const DEVICES = Device.options

/**
 * Steps of the spacing scale (decision 040), in rem: a block's padding above and below is one of
 * these, never free CSS, so every page stays within the design's rhythm.
 */
export const SPACING_STEPS = { none: 0, xs: 0.5, s: 1, m: 2, l: 4, xl: 6 } as const
export const SpacingStep = z.enum(['none', 'xs', 's', 'm', 'l', 'xl'])
export type SpacingStep = z.infer<typeof SpacingStep>

/** A device's padding above and below; a side left out keeps the block's own. */
export const DeviceSpacing = z.strictObject({
  top: SpacingStep.optional(),
  bottom: SpacingStep.optional(),
})
export type DeviceSpacing = z.infer<typeof DeviceSpacing>

/** Spacing per device; a device left out keeps the block's own. */
export const Spacing = z.strictObject({
  small: DeviceSpacing.optional(),
  medium: DeviceSpacing.optional(),
  large: DeviceSpacing.optional(),
  big: DeviceSpacing.optional(),
})
export type Spacing = z.infer<typeof Spacing>

/** The devices a block is hidden on: each at most once. */
export const HiddenOn = z
  .array(Device)
  .max(4)
  .refine((devices) => new Set(devices).size === devices.length, { message: 'duplicate' })
export type HiddenOn = z.infer<typeof HiddenOn>

/**
 * What an article, section or content carries for devices. Optional: versions published before
 * decision 040 carry none (then the block shows everywhere with its own spacing).
 */
export const deviceDisplayFields = {
  hidden_on: HiddenOn.optional(),
  spacing: Spacing.optional(),
}
