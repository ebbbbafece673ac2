import { MantineProvider } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo, type ReactNode } from 'react'
import { getOrganizationQueryOptions } from '../../features/organizations/api/get-organization'
import { useStoredOrganizationId } from '../../lib/organization-id-store'
import { chromeColorsOf } from '../../utils/chrome-colors'
import { createChromeTheme } from '../chrome-theme'

/**
 * Mantine for the back office, dressed in the current organisation's colour set. It only reads
 * the organisation the screens load anyway (never fetches), so switching organisation switches
 * the colours once that organisation is there; none loaded: the default look.
 */
export function ChromeProvider({
  env,
  children,
}: {
  env: 'default' | 'test'
  children: ReactNode
}) {
  const organizationId = useStoredOrganizationId()
  const { data: organization } = useQuery({
    ...getOrganizationQueryOptions(organizationId ?? 0),
    enabled: false,
  })
  const colorset = organizationId === null ? null : (organization?.backend_colorset ?? null)
  const { theme, cssVariablesResolver } = useMemo(
    () => createChromeTheme(chromeColorsOf(colorset)),
    [colorset],
  )
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={env}
    >
      {children}
    </MantineProvider>
  )
}
