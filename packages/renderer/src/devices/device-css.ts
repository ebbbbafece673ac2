import {
  BREAKPOINTS,
  DEVICES,
  SPACING_STEPS,
  type Device,
  type Spacing,
  type SpacingStep,
} from '@sitewerk/contracts'

/** What an article, section or content carries for devices (decision 040). */
export interface DeviceDisplay {
  hidden_on?: readonly Device[]
  spacing?: Spacing
}

const SIDE_PREFIXES = [
  ['top', 'pt'],
  ['bottom', 'pb'],
] as const
const isDevice = (value: unknown): value is Device => DEVICES.includes(value as Device)
const isStep = (value: unknown): value is SpacingStep =>
  typeof value === 'string' && Object.hasOwn(SPACING_STEPS, value)

/**
 * The media query of a device: from its breakpoint (spec §9) up to just below the next one, so
 * exactly one device matches any width. 0.02 px below the next breakpoint, not 1 px: a zoomed page
 * can be 767.5 px wide, which `max-width: 767px` would leave to no device.
 */
export function deviceMedia(device: Device): string {
  const next = DEVICES[DEVICES.indexOf(device) + 1]
  return [
    BREAKPOINTS[device] > 0 ? `(min-width:${BREAKPOINTS[device]}px)` : '',
    next ? `(max-width:${BREAKPOINTS[next] - 0.02}px)` : '',
  ]
    .filter(Boolean)
    .join(' and ')
}

/**
 * The classes a block wears for its devices, each with a leading space ('' without any):
 * `sw-hide-<device>` and `sw-pt-<device>-<step>` / `sw-pb-<device>-<step>`. Unknown values (a
 * hand-edited snapshot) are left out, so nothing but these words reaches the markup.
 */
export function deviceClasses(block: DeviceDisplay): string {
  // runs for every block of every draw: no arrays for the many blocks without device settings
  let classes = ''
  if (block.hidden_on?.length)
    for (const device of DEVICES)
      if (block.hidden_on.includes(device)) classes += ` sw-hide-${device}`
  if (block.spacing)
    for (const device of DEVICES) {
      const sides = block.spacing[device]
      if (!sides) continue
      for (const [side, prefix] of SIDE_PREFIXES)
        if (isStep(sides[side])) classes += ` sw-${prefix}-${device}-${sides[side]}`
    }
  return classes
}

const CLASS = /^sw-(hide|pt|pb)-([a-z]+)(?:-([a-z]+))?$/

/**
 * The rules for the device classes in `classes`, one `@media` block per device that has any, and
 * only for classes the page uses: a page without device settings gets no CSS at all. The rules
 * are `!important` because a person set them on this very block: they win over the component's
 * and the article's own CSS, and a hidden block is `display:none`, so it is out of view and out
 * of the accessibility tree at that width.
 */
export function deviceCss(classes: Iterable<string>): string {
  const rules = new Map<Device, string[]>()
  for (const name of new Set(classes)) {
    const [, kind, device, step] = CLASS.exec(name) ?? []
    if (!isDevice(device)) continue
    const rule =
      kind === 'hide' && step === undefined
        ? 'display:none!important'
        : kind !== 'hide' && isStep(step)
          ? `padding-${kind === 'pt' ? 'top' : 'bottom'}:${SPACING_STEPS[step]}rem!important`
          : null
    if (rule) rules.set(device, [...(rules.get(device) ?? []), `.${name}{${rule}}`])
  }
  return DEVICES.filter((d) => rules.has(d))
    .map((d) => `@media ${deviceMedia(d)}{${rules.get(d)!.sort().join('')}}`)
    .join('\n')
}

/** Every device class the blocks wear. */
export const deviceClassesOf = (blocks: Iterable<DeviceDisplay>): string[] =>
  [...blocks].flatMap((block) => deviceClasses(block).split(' ').filter(Boolean))
