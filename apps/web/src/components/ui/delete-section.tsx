import { Button, Group, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { SectionCard } from './section-card'
import { useConfirmDelete } from './use-confirm-delete'

/** The danger zone of a screen: a delete button that asks spec §8's 'Wirklich löschen?' first. */
export function DeleteSection({
  id,
  title,
  text,
  buttonLabel,
  confirmText,
  isPending,
  onConfirm,
  children,
}: {
  id: string
  title: string
  text: string
  buttonLabel: string
  confirmText: string
  isPending: boolean
  onConfirm: () => void
  /** Shown above the button, e.g. why the last delete failed. */
  children?: ReactNode
}) {
  const confirmDelete = useConfirmDelete()
  return (
    <SectionCard id={id} title={title} danger>
      {children}
      <Group justify="space-between" align="center" wrap="wrap">
        <Text size="sm" maw={480}>
          {text}
        </Text>
        <Button
          color="red.9"
          variant="outline"
          loading={isPending}
          onClick={() => confirmDelete({ text: confirmText, onConfirm })}
        >
          {buttonLabel}
        </Button>
      </Group>
    </SectionCard>
  )
}
