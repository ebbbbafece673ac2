import { DEFAULT_THEME_STYLE } from '@sitewerk/contracts'
import { themeToCss } from '@sitewerk/renderer'
import { useMemo } from 'react'
import { ComponentCodeScreen } from '../../features/components/screens/component-code-screen'
import { useCurrentSite } from '../../features/sites/hooks/use-current-site'
import { useThemes } from '../../api/queries/get-themes'

/** The current site's theme as CSS (the spec §3 default theme without a site or theme). */
function useSiteThemeCss() {
  const { site } = useCurrentSite()
  const themes = useThemes()
  const theme = themes.data?.find((candidate) => candidate.id === site?.theme_id)
  return useMemo(() => themeToCss(theme ?? DEFAULT_THEME_STYLE), [theme])
}

/** /puronectar/components/{id}/code: the studio's code tab, previewed in the current site's theme. */
export function ComponentCodeRoute() {
  return <ComponentCodeScreen themeCss={useSiteThemeCss()} />
}
