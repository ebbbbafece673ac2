import { ColorInput, NumberInput, Table, TextInput } from '@mantine/core'
import { TYPOGRAPHY_LEVELS, type Typography, type TypographyLevel } from '@sitewerk/contracts'
import { useTranslation } from 'react-i18next'
import type { FormErrors } from '../../../utils/form-errors'

type TypographyValues = Record<TypographyLevel, Typography>

/** Size, weight, line height, colour and font of body text and h1–h6, one row each. */
export function TypographyTable({
  value,
  errors,
  onChange,
}: {
  value: TypographyValues
  errors: FormErrors
  onChange: (level: TypographyLevel, patch: Partial<Typography>) => void
}) {
  const { t } = useTranslation()
  const error = (level: TypographyLevel, field: keyof Typography) =>
    errors[`typography.${level}.${field}`]
  return (
    <Table.ScrollContainer minWidth={600}>
      <Table verticalSpacing={4} horizontalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('themes.typography.level')}</Table.Th>
            <Table.Th scope="col">{t('themes.typography.size')}</Table.Th>
            <Table.Th scope="col">{t('themes.typography.weight')}</Table.Th>
            <Table.Th scope="col">{t('themes.typography.lineHeight')}</Table.Th>
            <Table.Th scope="col">{t('themes.typography.color')}</Table.Th>
            <Table.Th scope="col">{t('themes.typography.fontname')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {TYPOGRAPHY_LEVELS.map((level) => {
            const row = value[level]
            const name = t(`themes.typography.levels.${level}`)
            const label = (field: string) => `${name}: ${t(`themes.typography.${field}`)}`
            return (
              <Table.Tr key={level}>
                <Table.Th scope="row">{name}</Table.Th>
                <Table.Td>
                  <TextInput
                    size="xs"
                    w={76}
                    aria-label={label('size')}
                    placeholder={t('themes.typography.auto')}
                    value={row.size ?? ''}
                    onChange={(event) =>
                      onChange(level, { size: event.currentTarget.value || null })
                    }
                    error={error(level, 'size')}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    size="xs"
                    w={72}
                    aria-label={label('weight')}
                    min={1}
                    max={1000}
                    step={100}
                    value={row.weight}
                    onChange={(weight) => onChange(level, { weight: Number(weight) })}
                    error={error(level, 'weight')}
                  />
                </Table.Td>
                <Table.Td>
                  <NumberInput
                    size="xs"
                    w={64}
                    aria-label={label('lineHeight')}
                    min={0.1}
                    max={10}
                    step={0.1}
                    decimalScale={2}
                    value={row.lineHeight}
                    onChange={(lineHeight) => onChange(level, { lineHeight: Number(lineHeight) })}
                    error={error(level, 'lineHeight')}
                  />
                </Table.Td>
                <Table.Td>
                  <ColorInput
                    size="xs"
                    w={124}
                    aria-label={label('color')}
                    placeholder={t('themes.typography.inherit')}
                    value={row.color ?? ''}
                    onChange={(color) => onChange(level, { color: color || null })}
                    fixOnBlur={false}
                    error={error(level, 'color')}
                  />
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    miw={96}
                    aria-label={label('fontname')}
                    placeholder={t(
                      level === 'text'
                        ? 'themes.typography.copyFont'
                        : 'themes.typography.headlineFont',
                    )}
                    value={row.fontname ?? ''}
                    onChange={(event) =>
                      onChange(level, { fontname: event.currentTarget.value || null })
                    }
                    error={error(level, 'fontname')}
                  />
                </Table.Td>
              </Table.Tr>
            )
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
