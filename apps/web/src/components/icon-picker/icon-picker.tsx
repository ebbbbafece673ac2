import { Icon } from '@iconify/react'
import { Alert, Button, Group, Input, Loader, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useDebouncedValue, useDisclosure } from '@mantine/hooks'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useIconSearch } from '../../api/queries/search-icons'
import { iconifyName } from '../../lib/icons'
import { IconGrid } from './icon-grid'

export interface IconPickerProps {
  label: string
  description?: string
  error?: string
  required?: boolean
  /** Shows the icon without a way to change it. */
  readOnly?: boolean
  value: string | null
  onChange: (name: string | null) => void
}

/**
 * Chooses an icon of the shipped set (decision 019): the current icon and its name, a button that
 * opens a searchable grid, and one to remove it. Icon data comes from our own host.
 */
export function IconPicker({
  label,
  description,
  error,
  required,
  readOnly,
  value,
  onChange,
}: IconPickerProps) {
  const { t } = useTranslation()
  const [opened, { open, close }] = useDisclosure(false)
  const id = useId()
  const pick = (name: string | null) => {
    onChange(name)
    close()
  }
  return (
    <Input.Wrapper
      label={label}
      description={description}
      error={error}
      required={required}
      labelProps={{ id: `${id}-label` }}
    >
      <Group gap="xs" mt={4}>
        <Button
          variant="default"
          onClick={open}
          disabled={readOnly}
          aria-labelledby={`${id}-label ${id}-value`}
          leftSection={value ? <Icon icon={iconifyName(value)} width={20} aria-hidden /> : null}
        >
          <span id={`${id}-value`}>{value ?? t('iconPicker.choose')}</span>
        </Button>
        {value && !readOnly && (
          <Button variant="subtle" color="gray" onClick={() => onChange(null)}>
            {t('iconPicker.remove')}
          </Button>
        )}
      </Group>
      {opened && <IconDialog label={label} value={value} onPick={pick} onClose={close} />}
    </Input.Wrapper>
  )
}

function IconDialog({
  label,
  value,
  onPick,
  onClose,
}: {
  label: string
  value: string | null
  onPick: (name: string) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [query, setQuery] = useState('')
  const [debounced] = useDebouncedValue(query, 200)
  const search = useIconSearch(debounced, true)
  const icons = search.data?.icons ?? []
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('iconPicker.title', { label })}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('iconPicker.search')}
          description={t('iconPicker.searchHint')}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          rightSection={search.isFetching ? <Loader size="xs" /> : null}
          data-autofocus
        />
        {search.isError ? (
          <Alert color="red" title={t('iconPicker.failed')}>
            <Button size="xs" mt="xs" variant="light" onClick={() => void search.refetch()}>
              {t('iconPicker.retry')}
            </Button>
          </Alert>
        ) : search.data && icons.length === 0 ? (
          <Text c="dimmed">{t('iconPicker.none')}</Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {search.data ? t('iconPicker.found', { count: search.data.total }) : ''}
            </Text>
            <IconGrid icons={icons} selected={value} label={t('iconPicker.grid')} onPick={onPick} />
          </>
        )}
      </Stack>
    </Modal>
  )
}
