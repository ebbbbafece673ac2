import { Alert, Anchor, Button, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { UpdateOrganizationBody, type Colorset, type Organization } from '@sitewerk/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { FormAlert } from '../../../components/ui/form-alert'
import { Swatches, colorsetSwatchColors } from '../../../components/ui/swatches'
import { useZodForm } from '../../../hooks/use-zod-form'
import { useUpdateOrganization } from '../api/update-organization'
import { ChromePreview } from './chrome-preview'

const DEFAULT_VALUE = 'default'
const FIELD = 'backend_colorset_id'

interface AppearanceFormProps {
  organization: Organization
  colorsets: Colorset[]
  /** Where a new colour set is made (organisation settings). */
  createColorsetPath: string
}

/** The owner chooses the colour set the back office wears; members see the choice. */
export function AppearanceForm({
  organization,
  colorsets,
  createColorsetPath,
}: AppearanceFormProps) {
  const { t } = useTranslation()
  const update = useUpdateOrganization()
  const canEdit = organization.role === 'owner'
  const [value, setValue] = useState(
    organization.backend_colorset_id === null
      ? DEFAULT_VALUE
      : String(organization.backend_colorset_id),
  )
  const form = useZodForm({
    schema: UpdateOrganizationBody,
    read: (data) => {
      const chosen = data.get(FIELD)
      return { [FIELD]: chosen === DEFAULT_VALUE || chosen === null ? null : Number(chosen) }
    },
    serverError: update.error,
    onValid: (body) =>
      update.mutate(
        { id: organization.id, body },
        {
          onSuccess: () =>
            notifications.show({ color: 'green', message: t('organization.appearance.saved') }),
        },
      ),
  })
  const chosen = colorsets.find((set) => String(set.id) === value) ?? null

  return (
    <form onSubmit={form.handleSubmit} noValidate>
      <Stack gap="md">
        <FormAlert message={form.formError} />
        {!canEdit && (
          <Alert color="gray" variant="light">
            {t('organization.appearance.ownersOnly')}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Radio.Group
            name={FIELD}
            label={t('organization.appearance.field')}
            description={t('organization.appearance.fieldHint')}
            value={value}
            onChange={setValue}
            error={form.errors[FIELD]}
          >
            <Stack gap="sm" mt="xs">
              <Radio
                value={DEFAULT_VALUE}
                disabled={!canEdit}
                label={t('organization.appearance.default')}
              />
              {colorsets.map((set) => (
                <Radio
                  key={set.id}
                  value={String(set.id)}
                  disabled={!canEdit}
                  label={
                    <Group gap="xs" wrap="nowrap">
                      <span>{set.title}</span>
                      <Swatches colors={colorsetSwatchColors(set)} />
                    </Group>
                  }
                />
              ))}
            </Stack>
          </Radio.Group>
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('organization.appearance.preview.title')}
            </Text>
            <ChromePreview colorset={chosen} />
          </Stack>
        </SimpleGrid>
        {colorsets.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('organization.appearance.empty')}
          </Text>
        )}
        <Group justify="space-between">
          <Anchor component={Link} to={createColorsetPath} size="sm">
            {t('organization.appearance.createColorset')}
          </Anchor>
          {canEdit && (
            <Button type="submit" loading={update.isPending}>
              {t('common.save')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  )
}
