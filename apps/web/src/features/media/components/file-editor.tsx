import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core'
import type { MediaFile, MediaFocus, MediaUsage } from '@sitewerk/contracts'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { getErrorMessage, isApiError } from '../../../api/client'
import { FormAlert } from '../../../components/ui/form-alert'
import { FocusPicker } from '../../../components/media-input/focus-picker'
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete'
import { inUseErrorOf, useDeleteMediaFile } from '../api/delete-media-file'
import { useMediaCategory } from '../api/get-media-category'
import { useUpdateMediaFile } from '../api/update-media-file'
import { displayName, toMediaInputValue } from '../../../utils/media-file-view'
import type { MediaEvent } from '../utils/media-view'
import { CategoryPicker } from './category-picker'
import { FileDetails } from './file-details'
import { InUseDialog } from './in-use-dialog'
import { MediaThumbnail } from './media-thumbnail'
import { ReplaceFile } from './replace-file'
import classes from './media.module.css'
import { useNotify } from '../hooks/use-notify'

const orNull = (value: string) => value.trim() || null

/** spec §4 update mode: preview, name, alt, category; save, cancel, delete. */
export function FileEditor({
  file,
  onEvent,
  focusAlt = false,
}: {
  file: MediaFile
  onEvent: (event: MediaEvent) => void
  /** Opened from the missing-alt warning: the alt field has the focus. */
  focusAlt?: boolean
}) {
  const { t } = useTranslation()
  const notify = useNotify()
  const [name, setName] = useState(file.name ?? '')
  const [alt, setAlt] = useState(file.alt ?? '')
  const [categoryId, setCategoryId] = useState(file.media_category_id ?? 0)
  const [focus, setFocus] = useState<MediaFocus | null>(file.focus)
  const [moving, setMoving] = useState(false)
  const [usages, setUsages] = useState<MediaUsage[] | null>(null)
  const category = useMediaCategory(categoryId)
  const update = useUpdateMediaFile()
  const remove = useDeleteMediaFile()
  const confirmDelete = useConfirmDelete()
  const errors = isApiError(update.error) ? update.error.errors : {}
  const formError =
    update.error && !Object.keys(errors).length ? getErrorMessage(update.error) : null
  const originalCategory = file.media_category_id ?? 0
  const categoryPath = category.data
    ? [...category.data.ancestors, category.data]
        .map((item) => (item.id === 0 ? t('media.root') : item.title))
        .join(' / ')
    : '…'

  const save = (event: FormEvent) => {
    event.preventDefault()
    update.mutate(
      {
        id: file.id,
        body: {
          name: orNull(name),
          alt: orNull(alt),
          ...(categoryId !== originalCategory ? { media_category_id: categoryId } : {}),
          ...(focus?.x !== file.focus?.x || focus?.y !== file.focus?.y ? { focus } : {}),
        },
      },
      {
        onSuccess: (saved) => {
          notify('green', t('media.file.saved'))
          onEvent({ type: 'saved', file: saved })
        },
      },
    )
  }

  const deleteFile = () =>
    confirmDelete({
      text: t('media.file.deleteText', { name: displayName(file, t('media.unnamed')) }),
      onConfirm: () =>
        remove.mutate(file.id, {
          onSuccess: () => {
            notify('green', t('media.file.deleted'))
            onEvent({ type: 'deleted', categoryId: originalCategory })
          },
          onError: (error) => {
            const inUse = inUseErrorOf(error)
            if (inUse) setUsages(inUse.usages)
            else notify('red', getErrorMessage(error))
          },
        }),
    })

  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="sm">
          <div className={classes.largePreview}>
            <MediaThumbnail file={file} width={768} eager alt={file.alt ?? ''} />
          </div>
          <FileDetails file={file} />
          <Group>
            <ReplaceFile file={file} />
          </Group>
        </Stack>
        <form onSubmit={save} noValidate>
          <Stack gap="md">
            <FormAlert message={formError} />
            <TextInput
              label={t('media.fields.name')}
              description={t('media.fields.nameHint')}
              placeholder={t('media.unnamed')}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={errors.name?.[0]}
              maxLength={255}
            />
            <Textarea
              label={t('media.fields.alt')}
              description={t('media.fields.altHint')}
              value={alt}
              onChange={(event) => setAlt(event.currentTarget.value)}
              error={errors.alt?.[0]}
              maxLength={1000}
              autosize
              minRows={3}
              autoFocus={focusAlt}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id={`category-${file.id}`}>
                {t('media.fields.category')}
              </Text>
              <Group gap="sm" wrap="nowrap">
                <Text size="sm" aria-labelledby={`category-${file.id}`} style={{ flex: 1 }}>
                  {categoryPath}
                </Text>
                <Button variant="default" size="xs" onClick={() => setMoving(true)}>
                  {t('media.file.move')}
                </Button>
              </Group>
              {errors.media_category_id?.[0] && (
                <Text size="xs" c="red.9">
                  {errors.media_category_id[0]}
                </Text>
              )}
            </Stack>
            <Stack gap={4} role="group" aria-labelledby={`focus-${file.id}`}>
              <Text size="sm" fw={500} id={`focus-${file.id}`}>
                {t('media.focus.label')}
              </Text>
              <FocusPicker
                hint={t('media.focus.help')}
                value={{
                  ...toMediaInputValue(file),
                  // the picture as it is now, after a replace too
                  version: file.version,
                  ...(focus ? { focus } : {}),
                }}
                onChange={(value) => setFocus(value.focus ?? null)}
              />
              {(errors['focus.x'] ?? errors['focus.y'] ?? errors.focus)?.[0] && (
                <Text size="xs" c="red.9" role="alert">
                  {(errors['focus.x'] ?? errors['focus.y'] ?? errors.focus)![0]}
                </Text>
              )}
            </Stack>
            <Group justify="space-between" mt="sm">
              <Button color="red" variant="light" onClick={deleteFile} loading={remove.isPending}>
                {t('media.file.delete')}
              </Button>
              <Group gap="sm">
                <Button
                  variant="default"
                  onClick={() => onEvent({ type: 'cancel', categoryId: originalCategory })}
                >
                  {t('common.cancel')}
                </Button>
                <Button type="submit" loading={update.isPending}>
                  {t('common.save')}
                </Button>
              </Group>
            </Group>
          </Stack>
        </form>
      </SimpleGrid>
      <Modal opened={moving} onClose={() => setMoving(false)} title={t('media.file.moveTitle')}>
        <Text size="sm" c="dimmed" mb="xs">
          {displayName(file, t('media.unnamed'))}
        </Text>
        <CategoryPicker
          initial={categoryId}
          confirmLabel={t('media.picker.choose')}
          onCancel={() => setMoving(false)}
          onConfirm={(target) => {
            setCategoryId(target)
            setMoving(false)
          }}
        />
      </Modal>
      <InUseDialog usages={usages ?? []} opened={usages !== null} onClose={() => setUsages(null)} />
    </>
  )
}
