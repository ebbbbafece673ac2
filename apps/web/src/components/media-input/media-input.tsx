import { Button, Group, Input, Paper, Stack, Text } from '@mantine/core'
import { imageUrl, type MediaInputValue } from '@sitewerk/contracts'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FocusPicker } from './focus-picker'
import { useMediaDialog } from './media-dialog-context'

function Preview({ value }: { value: MediaInputValue }) {
  const [failed, setFailed] = useState(false)
  return (
    <div
      style={{
        width: 96,
        height: 72,
        flex: 'none',
        borderRadius: 6,
        overflow: 'hidden',
        background: 'var(--mantine-color-gray-1)',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      {!failed && (
        <img
          src={imageUrl(value.id, 320)}
          alt=""
          style={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }}
          onError={() => setFailed(true)}
        />
      )}
    </div>
  )
}

export interface MediaInputProps {
  label: string
  description?: string
  required?: boolean
  error?: string
  value: MediaInputValue | null
  onChange: (value: MediaInputValue | null) => void
}

/**
 * A media field of a form: the chosen file with its preview, the media dialog to choose (type
 * select) or edit (type edit) it, and its focal point (issue 13). Another file starts without one.
 */
export function MediaInput({
  label,
  description,
  required,
  error,
  value,
  onChange,
}: MediaInputProps) {
  const { t } = useTranslation()
  const openDialog = useMediaDialog()
  const id = useId()
  const [focusing, setFocusing] = useState(false)
  const choose = async () => {
    const chosen = await openDialog?.({ type: 'select', value })
    if (chosen) onChange(chosen)
  }
  const edit = async () => {
    if (!value) return
    const edited = await openDialog?.({ type: 'edit', value })
    if (edited !== undefined) onChange(edited)
  }
  return (
    <Input.Wrapper
      label={label}
      description={description}
      required={required}
      error={error}
      id={id}
      labelElement="div"
      labelProps={{ id: `${id}-label` }}
    >
      <Paper withBorder radius="md" p="xs" mt={4} role="group" aria-labelledby={`${id}-label`}>
        <Group gap="sm" wrap="wrap">
          {value && <Preview value={value} />}
          <Stack gap={2} style={{ flex: '1 1 8rem', minWidth: 0 }}>
            {value ? (
              <>
                <Text size="sm" fw={600} truncate="end">
                  {value.name?.trim() || t('media.unnamed')}
                </Text>
                <Text size="xs" c="dimmed" truncate="end">
                  {[
                    value.filename,
                    value.width && value.height ? `${value.width} × ${value.height}` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t('media.dialog.none')}
              </Text>
            )}
          </Stack>
          <Group gap="xs" wrap="wrap">
            <Button
              size="xs"
              variant="default"
              onClick={() => void choose()}
              disabled={!openDialog}
            >
              {value ? t('media.dialog.change') : t('media.dialog.choose')}
            </Button>
            {value && (
              <>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => void edit()}
                  disabled={!openDialog}
                >
                  {t('media.dialog.edit')}
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  aria-expanded={focusing}
                  onClick={() => setFocusing((open) => !open)}
                >
                  {t('images.focus.toggle')}
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => onChange(null)}>
                  {t('media.dialog.remove')}
                </Button>
              </>
            )}
          </Group>
        </Group>
        {value && focusing && <FocusPicker value={value} onChange={onChange} />}
      </Paper>
    </Input.Wrapper>
  )
}
