import { Kbd, Modal, Table, Text } from '@mantine/core'
import { Fragment, memo } from 'react'
import { useTranslation } from 'react-i18next'
import { EDITOR_SHORTCUTS } from '../hooks/use-editor-shortcuts'

const isMac = () => /Mac|iPhone|iPad/.test(navigator.platform)

/** The list of the editor's keyboard shortcuts, opened with `?` or the top bar's button. */
export const ShortcutsDialog = memo(function ShortcutsDialog({
  opened,
  onClose,
}: {
  opened: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  const keyName = (key: string) =>
    key === 'mod' && isMac() ? '⌘' : key.length === 1 ? key : t(`editor.shortcuts.keys.${key}`)
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('editor.shortcuts.title')}
      size="md"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('editor.shortcuts.action')}</Table.Th>
            <Table.Th scope="col">{t('editor.shortcuts.keysHeader')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {EDITOR_SHORTCUTS.map(({ action, keys }) => (
            <Table.Tr key={action}>
              <Table.Td>{t(`editor.shortcuts.actions.${action}`)}</Table.Td>
              <Table.Td>
                {keys.map((combo, i) => (
                  <Fragment key={combo.join('+')}>
                    {i > 0 && ` ${t('editor.shortcuts.or')} `}
                    {combo.map((key, j) => (
                      <Fragment key={key}>
                        {j > 0 && ' + '}
                        <Kbd>{keyName(key)}</Kbd>
                      </Fragment>
                    ))}
                  </Fragment>
                ))}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" c="dimmed" mt="sm">
        {t('editor.shortcuts.outlineHint')}
      </Text>
    </Modal>
  )
})
