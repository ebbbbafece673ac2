import { useNavigate } from 'react-router'
import { CmsSetupScreen } from '../../features/cms-setup/screens/cms-setup-screen'
import { useCurrentSiteValue } from '../../hooks/use-current-site-value'
import { SITE_ID_PARAM } from '../../features/sites/hooks/use-current-site'
import { useThemes } from '../../api/queries/get-themes'
import { useCreateTheme } from '../../features/themes/api/themes'

/** /puronectar/cms-setup for the current site; done, it opens the home page in the editor. */
export function CmsSetupRoute() {
  const site = useCurrentSiteValue()
  const themes = useThemes()
  const createTheme = useCreateTheme()
  const navigate = useNavigate()
  return (
    <CmsSetupScreen
      key={site.id}
      site={site}
      themes={themes.data}
      createTheme={(body) => createTheme.mutateAsync(body)}
      // the editor is the back office's catch-all: the home page at '/' of the chosen site
      onOpenEditor={() => void navigate(`/?${SITE_ID_PARAM}=${site.id}`)}
    />
  )
}
