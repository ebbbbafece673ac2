import { Code, Stack, Text } from '@mantine/core'
import { modals } from '@mantine/modals'
import { CONFIRM_DIALOG_MAX_WIDTH } from '@sitewerk/contracts'
import type { PendingWrite } from '../../../api/client'

type Translate = (key: string, values?: Record<string, unknown>) => string

/** Longer bodies (a page's content) are cut in the dialog; the audit log keeps them. */
const SHOWN_CHARS = 1200

/**
 * Asks whether to make `write` in the data of `name`, the person a test user shows (decision
 * 033): what will be written, 'Ja, als {name} speichern' or 'Abbrechen'. True only for yes.
 */
export function confirmTestUserWrite({
  write,
  name,
  t,
}: {
  write: PendingWrite
  name: string
  t: Translate
}): Promise<boolean> {
  return new Promise((resolve) => {
    modals.openConfirmModal({
      title: t('testUser.confirm.title', { name }),
      size: CONFIRM_DIALOG_MAX_WIDTH,
      children: (
        <Stack gap="xs">
          <Text size="sm">{t('testUser.confirm.text', { name })}</Text>
          <Code block mah={240} style={{ overflow: 'auto' }}>
            {`${write.method} /api/${write.path}\n${describeBody(write.body, t)}`}
          </Code>
        </Stack>
      ),
      labels: { confirm: t('testUser.confirm.yes', { name }), cancel: t('common.cancel') },
      // the first answer counts: closing after yes is not a no
      onConfirm: () => resolve(true),
      onCancel: () => resolve(false),
      onClose: () => resolve(false),
    })
  })
}

function describeBody(body: unknown, t: Translate): string {
  if (body === undefined || body === null) return t('testUser.confirm.noBody')
  if (body instanceof FormData)
    return [...body.entries()]
      .map(([key, value]) =>
        value instanceof File
          ? t('testUser.confirm.file', { name: value.name })
          : `${key}: ${value}`,
      )
      .join('\n')
  const text = JSON.stringify(body, null, 2)
  return text.length > SHOWN_CHARS ? `${text.slice(0, SHOWN_CHARS)}…` : text
}
