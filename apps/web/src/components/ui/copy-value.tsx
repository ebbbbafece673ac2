import { Button, Code, CopyButton, Group } from '@mantine/core'
import { useTranslation } from 'react-i18next'

/** A value to paste elsewhere, with a button that copies it. */
export function CopyValue({ value, copyLabel }: { value: string; copyLabel: string }) {
  const { t } = useTranslation()
  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Code style={{ overflowWrap: 'anywhere', minWidth: 0 }}>{value}</Code>
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            size="compact-xs"
            variant={copied ? 'filled' : 'light'}
            color={copied ? 'teal' : undefined}
            onClick={copy}
            style={{ flexShrink: 0 }}
            aria-label={copyLabel}
          >
            {copied ? t('common.copied') : t('common.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  )
}
