import { Button, Group } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

/** The actions at the end of a table row: right-aligned, on one line. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Group justify="flex-end" gap="xs" wrap="nowrap">
      {children}
    </Group>
  )
}

interface RowDeleteButtonProps {
  /** Names the row for screen readers, where the visible text says only what the button does. */
  label?: string
  isLoading?: boolean
  disabled?: boolean
  onClick: () => void
  /** The visible text; "Delete" unless the row says otherwise ("Remove", "Leave"). */
  children?: ReactNode
}

/** The destructive action of a table row (red.9 keeps the text at AA contrast). */
export function RowDeleteButton({
  label,
  isLoading,
  disabled,
  onClick,
  children,
}: RowDeleteButtonProps) {
  const { t } = useTranslation()
  return (
    <Button
      size="compact-sm"
      variant="outline"
      color="red.9"
      loading={isLoading}
      disabled={disabled}
      aria-label={label}
      onClick={onClick}
    >
      {children ?? t('common.delete')}
    </Button>
  )
}
