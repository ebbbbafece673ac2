import { Button, Group, Paper, Select, Stack, Text } from '@mantine/core'
import {
  normalizeData,
  type Component,
  type Content,
  type Layout,
  type LayoutSlot,
} from '@sitewerk/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { SchemaForm } from '../../../components/schema-form/schema-form'
import { RowControls } from '../../../components/schema-form/row-controls'
import { moveItem, type FormValues } from '../../../components/schema-form/values'
import { FormAlert } from '../../../components/ui/form-alert'
import { SectionCard } from '../../../components/ui/section-card'
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete'
import { fieldErrorsFromApiError, fieldErrorsUnder } from '../../../utils/form-errors'
import {
  useAddSlotContent,
  useDeleteSlotContent,
  useReorderSlot,
  useUpdateSlotContent,
} from '../api/slot-contents'
import { useLocalizedComponents } from '../../../api/queries/get-components'

/** One module of a slot: its component's form, saved on demand. */
function SlotContent({
  layout,
  content,
  component,
}: {
  layout: Layout
  content: Content
  component: Component | undefined
}) {
  const { t } = useTranslation()
  const update = useUpdateSlotContent(layout)
  const [values, setValues] = useState<FormValues>(() => normalizeData(content.data))
  const changed = JSON.stringify(values) !== JSON.stringify(normalizeData(content.data))
  if (!component) return <Text c="red">{t('layouts.slots.unknownComponent')}</Text>
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        update.mutate({ id: content.id, body: { data: values, updated_at: content.updated_at } })
      }}
    >
      <Stack gap="sm">
        <FormAlert message={update.isError ? t('layouts.slots.saveFailed') : null} />
        {component.form.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('layouts.slots.noFields')}
          </Text>
        ) : (
          <SchemaForm
            fields={component.form}
            values={values}
            onChange={setValues}
            errors={fieldErrorsUnder(fieldErrorsFromApiError(update.error), 'data')}
          />
        )}
        {component.form.length > 0 && (
          <Group justify="flex-end">
            <Button type="submit" disabled={!changed} loading={update.isPending}>
              {t('common.save')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  )
}

/**
 * spec §3 Layout contents: the header or footer modules of a layout, in order. Each is edited
 * with its component's form, moved up or down (one atomic reorder) and deleted after 'Wirklich
 * löschen?'.
 */
export function LayoutSlotEditor({ layout, slot }: { layout: Layout; slot: LayoutSlot }) {
  const { t } = useTranslation()
  const components = useLocalizedComponents()
  const add = useAddSlotContent(layout)
  const remove = useDeleteSlotContent(layout)
  const reorder = useReorderSlot(layout)
  const confirmDelete = useConfirmDelete()
  const [choice, setChoice] = useState<string | null>(null)
  const [open, setOpen] = useState<number | null>(null)
  const items = layout.contents
    .filter((content) => content.layout_slot === slot)
    .sort((a, b) => a.order - b.order || a.id - b.id)
  const byId = new Map(components.data?.map((c) => [c.id, c]))
  const namespaceFirst = [...(components.data ?? [])].sort(
    (a, b) => Number(b.namespace === slot) - Number(a.namespace === slot),
  )
  const titleOf = (content: Content) =>
    byId.get(content.component_id)?.title ?? t('layouts.slots.unknownComponent')

  function addChosen() {
    const component = byId.get(Number(choice))
    if (!component) return
    add.mutate(
      {
        layout_slot: slot,
        order: items.length + 1,
        component_id: component.id,
        data: component.data,
      },
      {
        onSuccess: (created) => {
          setChoice(null)
          setOpen(created.id)
        },
      },
    )
  }

  return (
    <SectionCard id={`layout-slot-${slot}`} title={t(`layouts.slots.${slot}.title`)}>
      <Text size="sm" c="dimmed">
        {t(`layouts.slots.${slot}.hint`)}
      </Text>
      {items.length === 0 && <Text size="sm">{t(`layouts.slots.${slot}.empty`)}</Text>}
      <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {items.map((content, index) => {
          const title = titleOf(content)
          const isOpen = open === content.id
          return (
            <Paper component="li" key={content.id} withBorder p="sm" aria-label={title}>
              <Group justify="space-between" wrap="nowrap">
                <Button
                  variant="subtle"
                  onClick={() => setOpen(isOpen ? null : content.id)}
                  aria-expanded={isOpen}
                  aria-controls={`slot-content-${content.id}`}
                >
                  {title}
                </Button>
                <RowControls
                  moveUpLabel={t('layouts.slots.moveUp', { title })}
                  moveDownLabel={t('layouts.slots.moveDown', { title })}
                  removeLabel={t('layouts.slots.remove', { title })}
                  isFirst={index === 0}
                  isLast={index === items.length - 1}
                  onMove={(step) =>
                    reorder.mutate({
                      slot,
                      ids: moveItem(items, index, index + step).map((c) => c.id),
                    })
                  }
                  onRemove={() => confirmDelete({ onConfirm: () => remove.mutate(content.id) })}
                />
              </Group>
              {isOpen && (
                <div id={`slot-content-${content.id}`}>
                  <SlotContent
                    key={content.updated_at}
                    layout={layout}
                    content={content}
                    component={byId.get(content.component_id)}
                  />
                </div>
              )}
            </Paper>
          )
        })}
      </Stack>
      <FormAlert
        message={
          add.isError || remove.isError || reorder.isError ? t('layouts.slots.changeFailed') : null
        }
      />
      <Group align="flex-end">
        <Select
          label={t('layouts.slots.component')}
          placeholder={t('layouts.slots.choose')}
          searchable
          value={choice}
          onChange={setChoice}
          data={namespaceFirst.map((c) => ({
            value: String(c.id),
            label: `${c.title} (${t(`layouts.namespaces.${c.namespace}`)})`,
          }))}
          style={{ flex: 1 }}
        />
        <Button onClick={addChosen} disabled={!choice} loading={add.isPending}>
          {t(`layouts.slots.${slot}.add`)}
        </Button>
      </Group>
    </SectionCard>
  )
}
