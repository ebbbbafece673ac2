import {
  Group,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core'
import { COMPONENT_NAMESPACES, type Component } from '@sitewerk/contracts'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { NamedIcon } from '../../../components/icon-picker/named-icon'
import { renderComponentThumbnail } from './component-thumbnail'
import classes from './component-picker.module.css'

function Thumbnail({ component }: { component: Component }) {
  const srcDoc = useMemo(() => renderComponentThumbnail(component), [component])
  return (
    <div className={classes.thumb} aria-hidden="true">
      <iframe
        title=""
        tabIndex={-1}
        sandbox=""
        loading="lazy"
        srcDoc={srcDoc}
        className={classes.frame}
      />
    </div>
  )
}

/**
 * The component picker (issue #6 scope 4): the organisation's components grouped by namespace,
 * with search and a small render of each; choosing one inserts it where add mode points.
 */
export function ComponentPicker({
  opened,
  components,
  onPick,
  onClose,
}: {
  opened: boolean
  components: readonly Component[]
  onPick: (component: Component) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const needle = query.trim().toLowerCase()
  const found = components.filter(
    (c) => !needle || c.title.toLowerCase().includes(needle) || c.key.includes(needle),
  )
  return (
    <Modal opened={opened} onClose={onClose} title={t('editor.picker.title')} size="xl">
      <Stack gap="md">
        <TextInput
          label={t('editor.picker.search')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          data-autofocus
        />
        {found.length === 0 && <Text c="dimmed">{t('editor.picker.none')}</Text>}
        {COMPONENT_NAMESPACES.map((namespace) => {
          const group = found.filter((c) => c.namespace === namespace)
          if (group.length === 0) return null
          return (
            <section key={namespace} aria-label={t(`editor.picker.namespaces.${namespace}`)}>
              <Title order={3} size="h5" mb="xs">
                {t(`editor.picker.namespaces.${namespace}`)}
              </Title>
              <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
                {group.map((component) => (
                  <UnstyledButton
                    key={component.id}
                    className={classes.card}
                    onClick={() => onPick(component)}
                  >
                    <Thumbnail component={component} />
                    <Group gap={6} mt={6} wrap="nowrap">
                      <NamedIcon name={component.icon} size={18} />
                      <Text size="sm" fw={600}>
                        {component.title}
                      </Text>
                    </Group>
                  </UnstyledButton>
                ))}
              </SimpleGrid>
            </section>
          )
        })}
      </Stack>
    </Modal>
  )
}
