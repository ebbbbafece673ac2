import { Button, Fieldset, Group, Stack, Text, TextInput } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { RowControls } from '../../../../components/schema-form/row-controls'
import { useRowIds } from '../../../../components/schema-form/use-row-ids'
import { moveItem } from '../../../../components/schema-form/values'

/** ServiceBody's limit of features. */
const MAX_FEATURES = 30

interface FeatureListInputProps {
  value: string[]
  onChange: (features: string[]) => void
  /** Messages by path: 'feature_list' for the list, 'feature_list.0' for a feature. */
  errors: Record<string, string>
}

/** A service's features, one line each, in the order organisations read them. */
export function FeatureListInput({ value, onChange, errors }: FeatureListInputProps) {
  const { t } = useTranslation()
  const rows = useRowIds(value.length)
  // a feature added by the button takes the cursor when it appears
  const [added, setAdded] = useState<number | null>(null)
  const set = (index: number, text: string) =>
    onChange(value.map((feature, i) => (i === index ? text : feature)))

  return (
    <Fieldset legend={t('catalogue.form.features')}>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('catalogue.form.featuresHint')}
        </Text>
        {value.length === 0 && <Text size="sm">{t('catalogue.form.noFeatures')}</Text>}
        {value.map((feature, index) => {
          const number = index + 1
          return (
            <Group key={rows.ids[index]} align="flex-start" wrap="nowrap" gap="xs">
              <TextInput
                aria-label={t('catalogue.form.feature', { number })}
                value={feature}
                onChange={(event) => set(index, event.currentTarget.value)}
                error={errors[`feature_list.${index}`]}
                autoFocus={index === added}
                style={{ flex: 1 }}
              />
              <RowControls
                moveUpLabel={t('catalogue.form.moveUp', { number })}
                moveDownLabel={t('catalogue.form.moveDown', { number })}
                removeLabel={t('catalogue.form.remove', { number })}
                isFirst={index === 0}
                isLast={index === value.length - 1}
                onMove={(step) => {
                  rows.moved(index, index + step)
                  onChange(moveItem(value, index, index + step))
                }}
                onRemove={() => {
                  rows.removed(index)
                  onChange(value.filter((_, i) => i !== index))
                }}
              />
            </Group>
          )
        })}
        {errors.feature_list && (
          <Text size="sm" c="red.8">
            {errors.feature_list}
          </Text>
        )}
        <Group>
          <Button
            variant="light"
            size="xs"
            disabled={value.length >= MAX_FEATURES}
            onClick={() => {
              rows.added()
              setAdded(value.length)
              onChange([...value, ''])
            }}
          >
            {t('catalogue.form.addFeature')}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  )
}
