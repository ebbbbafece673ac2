import { Tabs } from '@mantine/core'
import { Outlet, useLocation, useNavigate } from 'react-router'

/**
 * The tab a child route's address names, and the parent's address; `undefined` for the parent's
 * own address (its 'index' child).
 */
export function useRouteTab<T extends string>(tabs: readonly T[]) {
  const path = useLocation().pathname.replace(/\/$/, '')
  const tab = tabs.find((name) => path.endsWith(`/${name}`))
  return { tab, base: tab ? path.slice(0, -(tab.length + 1)) : path }
}

/**
 * Tabs of which each is a child route (spec §2 "children of"): the address picks the open tab,
 * choosing one goes to its address, and only the open tab holds the child route's outlet.
 * 'index' stands for the parent's own address.
 */
export function RouteTabs<T extends string>({
  tabs,
  label,
  context,
}: {
  tabs: readonly T[]
  label: (name: T) => string
  context?: unknown
}) {
  const navigate = useNavigate()
  const { tab, base } = useRouteTab(tabs)
  const open = tab ?? 'index'
  return (
    <Tabs
      value={open}
      onChange={(next) => next && navigate(next === 'index' ? base : `${base}/${next}`)}
    >
      <Tabs.List>
        {tabs.map((name) => (
          <Tabs.Tab key={name} value={name}>
            {label(name)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((name) => (
        <Tabs.Panel key={name} value={name} pt="lg">
          {name === open && <Outlet context={context} />}
        </Tabs.Panel>
      ))}
    </Tabs>
  )
}
