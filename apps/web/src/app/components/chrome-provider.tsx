import { MantineProvider, mergeThemeOverrides } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { Organization } from '@sitewerk/contracts'
import { organizationQueryKey } from '../../api/queries/organization-query-key'
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
  const { t } = useTranslation()
  const closeLabel = t('common.close')
  const eyeDropperLabel = t('common.eyeDropper')
  const organizationId = useStoredOrganizationId()
  // the key alone, not the fetcher with its contract: the login loads no contract (issue #18)
  const { data: organization } = useQuery<Organization>({
    queryKey: organizationQueryKey(organizationId ?? 0),
    enabled: false,
  })
  const colorset = organizationId === null ? null : (organization?.backend_colorset ?? null)
  const { theme, cssVariablesResolver } = useMemo(() => {
    const chrome = createChromeTheme(chromeColorsOf(colorset))
    // icon-only buttons of Mantine's own need a name (axe button-name), in the UI language:
    // notifications', dialogs' and drawers' close buttons, colour inputs' eyedropper
    const close = { defaultProps: { closeButtonProps: { 'aria-label': closeLabel } } }
    const eyeDropper = { 'aria-label': eyeDropperLabel }
    const labels = {
      components: {
        Notification: close,
        Modal: close,
        Drawer: close,
        ColorInput: { defaultProps: { eyeDropperButtonProps: eyeDropper } },
      },
    }
    return { ...chrome, theme: mergeThemeOverrides(chrome.theme, labels) }
  }, [colorset, closeLabel, eyeDropperLabel])
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
