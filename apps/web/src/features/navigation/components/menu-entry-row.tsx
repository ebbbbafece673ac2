import { ActionIcon, Badge, Box, Checkbox, Group, Switch, Text, TextInput } from '@mantine/core'
import type { MenuEntry } from '@sitewerk/contracts'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { RowControls } from '../../../components/schema-form/row-controls'
import { DragHandle, SortableRow } from '../../../components/ui/sortable-row'
import type { FormErrors } from '../../../utils/form-errors'
import type { MenuPageInfo } from '../menu-model'

export interface MenuEntryRowProps {
  entry: MenuEntry
  /** The entry's name as the menu shows it. */
  name: string
  page: MenuPageInfo | undefined
  /** The entry's place in the saved body, e.g. 'items.2' or 'items.2.children.0'. */
  path: string
  errors: FormErrors
  isFirst: boolean
  isLast: boolean
  /** The top-level entry above, when this one may go into its submenu. */
  indentInto: string | null
  canOutdent: boolean
  onChange: (changes: { label?: string; url?: string; new_tab?: boolean; hidden?: boolean }) => void
  onMove: (step: -1 | 1) => void
  onRemove: () => void
  onIndent: () => void
  onOutdent: () => void
  /** The submenu, below a top-level entry. */
  children?: ReactNode
}

/** One menu entry: drag handle, its menu text (and address), visibility, nesting and order. */
export function MenuEntryRow(props: MenuEntryRowProps) {
  const { t } = useTranslation()
  const { entry, name, page, path, errors, onChange } = props
  const error = (field: string) => errors[`${path}.${field}`]

  return (
    <SortableRow id={entry.id} label={name}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <DragHandle label={t('menu.drag.handle', { entry: name })} />
        <Box style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" mb="xs">
            <Text fw={600} truncate>
              {name}
            </Text>
            <Badge variant="light" color="gray">
              {entry.kind === 'page'
                ? t('menu.kindPage', { url: `/${page?.url ?? ''}` })
                : t('menu.kindLink')}
            </Badge>
            {entry.hidden && <Badge variant="default">{t('menu.hiddenBadge')}</Badge>}
          </Group>
          <Group gap="sm" align="flex-start" grow>
            <TextInput
              size="sm"
              label={entry.kind === 'page' ? t('menu.label') : t('menu.linkLabel')}
              description={
                entry.kind === 'page'
                  ? t('menu.labelHint', { title: page?.title ?? '' })
                  : undefined
              }
              placeholder={entry.kind === 'page' ? page?.title : undefined}
              required={entry.kind === 'link'}
              value={entry.label ?? ''}
              onChange={(event) => onChange({ label: event.currentTarget.value })}
              error={error('label')}
            />
            {entry.kind === 'link' && (
              <TextInput
                size="sm"
                label={t('menu.url')}
                description={t('menu.urlHint')}
                required
                value={entry.url}
                onChange={(event) => onChange({ url: event.currentTarget.value })}
                error={error('url')}
                autoCapitalize="none"
                spellCheck={false}
              />
            )}
          </Group>
          {error('page_id') && (
            <Text size="sm" c="red.8" mt={4}>
              {error('page_id')}
            </Text>
          )}
          <Group gap="lg" mt="xs">
            <Switch
              label={t('menu.visible')}
              checked={!entry.hidden}
              onChange={(event) => onChange({ hidden: !event.currentTarget.checked })}
            />
            {entry.kind === 'link' && (
              <Checkbox
                label={t('menu.newTab')}
                checked={entry.new_tab}
                onChange={(event) => onChange({ new_tab: event.currentTarget.checked })}
              />
            )}
          </Group>
        </Box>
        <Group gap={4} wrap="nowrap">
          {props.indentInto !== null && (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('menu.indent', { entry: name, parent: props.indentInto })}
              onClick={props.onIndent}
            >
              <span aria-hidden="true">→</span>
            </ActionIcon>
          )}
          {props.canOutdent && (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('menu.outdent', { entry: name })}
              onClick={props.onOutdent}
            >
              <span aria-hidden="true">←</span>
            </ActionIcon>
          )}
          <RowControls
            moveUpLabel={t('menu.moveUp', { entry: name })}
            moveDownLabel={t('menu.moveDown', { entry: name })}
            removeLabel={t('menu.remove', { entry: name })}
            isFirst={props.isFirst}
            isLast={props.isLast}
            onMove={props.onMove}
            onRemove={props.onRemove}
          />
        </Group>
      </Group>
      {props.children}
    </SortableRow>
  )
}
