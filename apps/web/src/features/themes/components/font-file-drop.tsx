import { Group, Input, Text } from '@mantine/core'
import { Dropzone } from '@mantine/dropzone'
import { useTranslation } from 'react-i18next'

/** Extensions the picker offers; the server decides by the bytes, whatever the name says. */
const ACCEPT = { 'font/*': ['.woff2', '.woff', '.ttf', '.otf'] }

interface FontFileDropProps {
  label: string
  required?: boolean
  file: File | null
  onChange: (file: File | null) => void
  error?: string | undefined
}

/** One font file, dropped or picked; the chosen name is shown in the zone. */
export function FontFileDrop({ label, required, file, onChange, error }: FontFileDropProps) {
  const { t } = useTranslation()
  return (
    <Input.Wrapper label={label} required={required} error={error}>
      <Dropzone
        onDrop={(files) => onChange(files[0] ?? null)}
        onReject={() => onChange(null)}
        accept={ACCEPT}
        multiple={false}
        maxFiles={1}
        aria-label={label}
        mt={4}
        style={error ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      >
        <Group justify="center" mih={64} style={{ pointerEvents: 'none' }}>
          <Text size="sm" c={file ? undefined : 'dimmed'} ta="center">
            {file ? file.name : t('themes.fonts.upload.drop')}
          </Text>
        </Group>
      </Dropzone>
    </Input.Wrapper>
  )
}
