import { NavLink, Stack } from '@mantine/core'
import { Link, matchPath, useLocation } from 'react-router'
import { stripLocalePrefix } from '../../i18n/locale'

export interface SideNavItem {
  to: string
  label: string
  /** false: also marked on the pages below `to` (a list and its detail screens). */
  end?: boolean
  /** Marked on these pages instead of `to`'s (a pattern for matchPath, e.g. a whole area). */
  match?: string
}

/** The navbar of backend-user and backend-organization: the current page is marked. */
export function SideNav({ items, onNavigate }: { items: SideNavItem[]; onNavigate?: () => void }) {
  const path = stripLocalePrefix(useLocation().pathname)
  return (
    <Stack gap={2}>
      {items.map((item) => {
        const active =
          matchPath({ path: item.match ?? item.to, end: item.end ?? true }, path) !== null
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            active={active}
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
            variant="light"
          />
        )
      })}
    </Stack>
  )
}
