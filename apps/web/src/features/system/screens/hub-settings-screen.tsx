import { Anchor, Badge, Group, Stack, Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { SectionCard } from '../../../components/ui/section-card'
import { useSettings } from '../api/get-settings'

/** /puronectar/settings/hub: the installation's hub settings, read-only. */
export function HubSettingsScreen() {
  const { t } = useTranslation()
  const settings = useSettings()
  return (
    <Stack gap="lg" maw={760}>
      <ScreenTitle>{t('hub.title')}</ScreenTitle>
      <Text size="sm">{t('hub.intro')}</Text>
      {settings.isPending && <CenteredLoader label={t('common.loading')} />}
      {settings.isError && (
        <QueryError
          title={t('hub.loadFailed')}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      )}
      {settings.data && (
        <SectionCard id="hub-settings-title" title={t('hub.current')}>
          <Table withTableBorder verticalSpacing="sm" layout="fixed">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th scope="row" w={200}>
                  {t('hub.isHub')}
                </Table.Th>
                <Table.Td>
                  <Badge color={settings.data.is_hub ? 'teal' : 'gray'} variant="light">
                    {settings.data.is_hub ? t('hub.yes') : t('hub.no')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th scope="row">{t('hub.hubUrl')}</Table.Th>
                <Table.Td>
                  {settings.data.hub_url ? (
                    <Anchor href={settings.data.hub_url} target="_blank" rel="noreferrer">
                      {settings.data.hub_url}
                    </Anchor>
                  ) : (
                    <Text c="dimmed" size="sm">
                      {t('hub.noHubUrl')}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Group>
            <Text size="xs" c="dimmed">
              {settings.data.is_hub ? t('hub.explainHub') : t('hub.explainMember')}
            </Text>
          </Group>
        </SectionCard>
      )}
    </Stack>
  )
}
