import { Icon } from '@iconify/react'
import { IconName } from '@sitewerk/contracts'
import { iconifyName } from '../../lib/icons'

/** An icon of the shipped set by name, decorative; nothing for no name or a name of another kind. */
export function NamedIcon({ name, size = 20 }: { name: string | null | undefined; size?: number }) {
  const parsed = IconName.safeParse(name)
  if (!parsed.success) return null
  return <Icon icon={iconifyName(parsed.data)} width={size} height={size} aria-hidden />
}
