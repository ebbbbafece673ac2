import { Alert, Button, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useSetupStatus } from '../api/get-setup-status'

/** On a site without pages: the way into the cms-setup wizard; nothing otherwise. */
export function SetupHint({ siteId }: { siteId: number }) {
  const { t } = useTranslation()
  const status = useSetupStatus(siteId)
  if (!status.data?.needs_setup) return null
  return (
    <Alert color="blue" title={t('cmsSetup.hint.title')}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('cmsSetup.hint.text')}</Text>
        <Button component={Link} to="/puronectar/cms-setup" size="xs">
          {t('cmsSetup.title')}
        </Button>
      </Stack>
    </Alert>
  )
}
