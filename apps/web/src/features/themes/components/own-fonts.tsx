import { Stack, Table, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Font } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import { getErrorMessage } from '../../../api/client'
import { useConfirmDelete } from '../../../components/ui/use-confirm-delete'
import { themesUsingFont, useDeleteFont } from '../api/fonts'
import { ThemeUsagesAlert } from './theme-usages-alert'
import { RowActions, RowDeleteButton } from '../../../components/ui/row-actions'

/** Bytes as people read them: '21 KB', '1.4 MB'. */
const fileSize = (bytes: number, locale: string) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString(locale)} KB`
    : `${(bytes / (1024 * 1024)).toLocaleString(locale, { maximumFractionDigits: 1 })} MB`

/** The organisation's own fonts with delete; a font in use names its themes (409). */
export function OwnFonts({ fonts }: { fonts: Font[] }) {
  const { t, i18n } = useTranslation()
  const confirmDelete = useConfirmDelete()
  const remove = useDeleteFont()
  const usages = themesUsingFont(remove.error)
  const own = fonts.filter((font) => font.availability === 'organization')

  const onDelete = (font: Font) =>
    confirmDelete({
      text: t('themes.fonts.delete.confirm', { family: font.family }),
      onConfirm: () =>
        remove.mutate(font.id, {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              message: t('themes.fonts.delete.done', { family: font.family }),
            }),
          onError: (error) => {
            if (!themesUsingFont(error))
              notifications.show({ color: 'red', message: getErrorMessage(error) })
          },
        }),
    })

  if (!own.length)
    return (
      <Text size="sm" c="dimmed">
        {t('themes.fonts.ownEmpty')}
      </Text>
    )
  return (
    <Stack gap="xs">
      {usages && <ThemeUsagesAlert title={t('themes.fonts.delete.inUse')} usages={usages} />}
      <Table verticalSpacing={4} aria-label={t('themes.fonts.own')}>
        <Table.Tbody>
          {own.map((font) => (
            <Table.Tr key={font.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {font.family}
                </Text>
                <Text size="xs" c="dimmed">
                  {font.italic ? t('themes.fonts.withItalic') : t('themes.fonts.regularOnly')} ·{' '}
                  {fileSize(font.size, i18n.language)}
                </Text>
              </Table.Td>
              <Table.Td>
                <RowActions>
                  <RowDeleteButton
                    isLoading={remove.isPending && remove.variables === font.id}
                    onClick={() => onDelete(font)}
                    label={t('themes.fonts.delete.button', { family: font.family })}
                  />
                </RowActions>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  )
}
