import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigation } from 'react-router'
import { LoadingBar } from '../../components/ui/loading-bar'
import { loadingBar } from '../../components/ui/loading-bar-controller'

/** spec §4: the loading bar starts and finishes with each navigation. */
export function NavigationProgress() {
  const { t } = useTranslation()
  const navigating = useNavigation().state !== 'idle'
  useEffect(() => {
    if (navigating) loadingBar.start()
    else loadingBar.finish()
  }, [navigating])
  return <LoadingBar controller={loadingBar} label={t('layout.loading')} />
}
