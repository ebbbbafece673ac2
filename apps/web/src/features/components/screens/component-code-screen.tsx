import { Button, Code, Grid, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { CodeEditor } from '../../../components/code-editor/code-editor'
import { CheckedForm } from '../../../components/ui/checked-form'
import { fieldErrorsFromApiError, unmatchedErrorMessage } from '../../../utils/form-errors'
import { useUpdateComponent } from '../api/save-component'
import { ComponentPreview } from '../components/component-preview'
import { useStudioComponent } from '../hooks/use-studio-component'

const SOURCES = ['template', 'style', 'script'] as const

/**
 * /puronectar/components/{id}/code: template (Liquid), style (SCSS) and script beside the live
 * preview. A template that does not parse or a style that does not compile is saved nowhere:
 * the server's message ('… Zeile N: …') shows under its editor and pages keep the last version.
 */
export function ComponentCodeScreen({ themeCss }: { themeCss: string }) {
  const { t } = useTranslation()
  const { component, canEdit } = useStudioComponent()
  const update = useUpdateComponent(component.id)
  const [sources, setSources] = useState({
    template: component.template,
    style: component.style,
    script: component.script,
  })
  const errors = fieldErrorsFromApiError(update.error)
  const isDirty = SOURCES.some((source) => sources[source] !== component[source])

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    update.mutate(sources, {
      onSuccess: () => notifications.show({ color: 'green', message: t('components.saved') }),
    })
  }

  const editor = (source: (typeof SOURCES)[number], language: 'liquid' | 'scss' | 'javascript') => (
    <CodeEditor
      key={source}
      label={t(`components.code.${source}`)}
      language={language}
      value={sources[source]}
      original={component[source]}
      onChange={(value) => setSources((current) => ({ ...current, [source]: value }))}
      error={errors[source]}
    />
  )

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <CheckedForm
          onSubmit={handleSubmit}
          formError={unmatchedErrorMessage(update.error, SOURCES)}
        >
          {editor('template', 'liquid')}
          {editor('style', 'scss')}
          {editor('script', 'javascript')}
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('components.code.css')}
            </Text>
            <Code block style={{ maxHeight: 200, overflow: 'auto' }}>
              {component.css || t('components.code.noCss')}
            </Code>
          </Stack>
          {canEdit && (
            <Group justify="flex-end">
              <Button
                variant="default"
                disabled={!isDirty}
                onClick={() =>
                  setSources({
                    template: component.template,
                    style: component.style,
                    script: component.script,
                  })
                }
              >
                {t('components.code.reset')}
              </Button>
              <Button type="submit" loading={update.isPending} disabled={!isDirty}>
                {t('common.save')}
              </Button>
            </Group>
          )}
        </CheckedForm>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <ComponentPreview
          component={component}
          template={sources.template}
          scss={sources.style}
          themeCss={themeCss}
        />
      </Grid.Col>
    </Grid>
  )
}
