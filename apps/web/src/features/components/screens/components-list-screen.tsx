import { Anchor, Badge, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core'
import { COMPONENT_NAMESPACES, type Component } from '@sitewerk/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { NamedIcon } from '../../../components/icon-picker/named-icon'
import { CenteredLoader } from '../../../components/ui/centered-loader'
import { QueryError } from '../../../components/ui/query-error'
import { ScreenTitle } from '../../../components/ui/screen-title'
import { useLocalizedComponents } from '../../../api/queries/get-components'

function matches(component: Component, search: string, namespace: string | null) {
  const needle = search.trim().toLowerCase()
  return (
    (!namespace || component.namespace === namespace) &&
    (!needle ||
      component.title.toLowerCase().includes(needle) ||
      component.key.toLowerCase().includes(needle))
  )
}

/** /puronectar/components: the platform's components and the organisation's own. */
export function ComponentsListScreen() {
  const { t } = useTranslation()
  const components = useLocalizedComponents()
  const [search, setSearch] = useState('')
  const [namespace, setNamespace] = useState<string | null>(null)
  const shown = (components.data ?? []).filter((c) => matches(c, search, namespace))
  return (
    <Stack gap="lg" maw={1040}>
      <Group justify="space-between" align="center">
        <ScreenTitle>{t('components.list.title')}</ScreenTitle>
        <Group gap="xs">
          <Button
            variant="default"
            loading={components.isFetching}
            onClick={() => void components.refetch()}
          >
            {t('components.list.refresh')}
          </Button>
          <Button component={Link} to="/puronectar/components/create">
            {t('components.create.link')}
          </Button>
        </Group>
      </Group>
      <Group gap="sm" align="flex-end">
        <TextInput
          type="search"
          label={t('components.list.search')}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={280}
        />
        <Select
          label={t('components.fields.namespace')}
          placeholder={t('components.list.allNamespaces')}
          data={COMPONENT_NAMESPACES.map((value) => ({
            value,
            label: t(`components.namespaces.${value}`),
          }))}
          value={namespace}
          onChange={setNamespace}
          clearable
          w={200}
        />
      </Group>
      {components.isPending && <CenteredLoader label={t('common.loading')} />}
      {components.isError && (
        <QueryError
          title={t('components.list.loadFailed')}
          error={components.error}
          onRetry={() => void components.refetch()}
        />
      )}
      {components.data && shown.length === 0 && (
        <Text c="dimmed">{t('components.list.empty')}</Text>
      )}
      {shown.length > 0 && (
        <Table verticalSpacing="sm" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('components.fields.title')}</Table.Th>
              <Table.Th scope="col">{t('components.fields.key')}</Table.Th>
              <Table.Th scope="col">{t('components.fields.namespace')}</Table.Th>
              <Table.Th scope="col">{t('components.fields.icon')}</Table.Th>
              <Table.Th scope="col">{t('components.list.owner')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((component) => (
              <Table.Tr key={component.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/puronectar/components/${component.id}`} fw={600}>
                    {component.title}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {component.key}
                  </Text>
                </Table.Td>
                <Table.Td>{t(`components.namespaces.${component.namespace}`)}</Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <NamedIcon name={component.icon} />
                    <Text size="sm">{component.icon ?? '–'}</Text>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={component.organization_id === null ? 'blue' : 'gray'}
                  >
                    {t(
                      component.organization_id === null
                        ? 'components.owner.platform'
                        : 'components.owner.own',
                    )}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  )
}
