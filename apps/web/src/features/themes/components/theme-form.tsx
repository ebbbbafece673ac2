import {
  Accordion,
  ColorInput,
  Grid,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core'
import {
  CreateThemeBody,
  LINK_DECORATIONS,
  ORDERED_LIST_STYLES,
  TEXT_ALIGNS,
  THEME_EDGES,
  THEME_SPACINGS,
  UNORDERED_LIST_STYLES,
  type Colorset,
  type Font,
  type Theme,
  type Typography,
  type TypographyLevel,
} from '@sitewerk/contracts'
import { useMemo, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { CheckedForm, FormActions } from '../../../components/ui/checked-form'
import { useCheckedValues } from '../../../hooks/use-checked-values'
import {
  initialThemeValues,
  previewStyle,
  themeBody,
  type ThemeFormValues,
} from '../utils/theme-values'
import { ThemeFonts } from './theme-fonts'
import { ThemePreview } from './theme-preview'
import { TypographyTable } from './typography-table'

interface ThemeFormProps {
  theme?: Theme
  colorsets: Colorset[]
  fonts: Font[]
  submitLabel: string
  isPending: boolean
  serverError: unknown
  onSubmit: (body: CreateThemeBody) => void
}

const FIELDS = [
  'title',
  'spacing',
  'edges',
  'base_colorset_id',
  'secondary_colorset_id',
  'headline_font_id',
  'copy_font_id',
  'highlightColor',
  'secondaryColor',
  'backgroundColor',
  'typography',
  'textAlign',
  'link',
  'lists',
]

/** Every field of a theme (spec §3), with a live preview of a sample page in the theme. */
export function ThemeForm({
  theme,
  colorsets,
  fonts,
  submitLabel,
  isPending,
  serverError,
  onSubmit,
}: ThemeFormProps) {
  const { t } = useTranslation()
  const [values, setValues] = useState<ThemeFormValues>(() => initialThemeValues(theme))
  const style = useMemo(() => previewStyle(values), [values])

  const patch = (changes: Partial<ThemeFormValues>) =>
    setValues((current) => ({ ...current, ...changes }))
  const patchTypography = (level: TypographyLevel, changes: Partial<Typography>) =>
    setValues((current) => ({
      ...current,
      typography: {
        ...current.typography,
        [level]: { ...current.typography[level], ...changes },
      },
    }))
  const options = (prefix: string, list: readonly string[]) =>
    list.map((value) => ({ value, label: t(`${prefix}.${value}`) }))
  const colorsetOptions = colorsets.map((set) => ({ value: String(set.id), label: set.title }))

  const { check, errors, formError } = useCheckedValues({
    schema: CreateThemeBody,
    serverError,
    fieldNames: FIELDS,
  })

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const body = check(themeBody(values))
    if (body) onSubmit(body)
  }

  const color = (field: 'highlightColor' | 'secondaryColor' | 'backgroundColor') => (
    <ColorInput
      label={t(`themes.fields.${field}`)}
      value={values[field]}
      onChange={(value) => patch({ [field]: value })}
      format="hex"
      fixOnBlur={false}
      required
      error={errors[field]}
    />
  )
  const colorsetSelect = (field: 'base_colorset_id' | 'secondary_colorset_id') => (
    <Select
      label={t(`themes.fields.${field}`)}
      data={colorsetOptions}
      value={values[field] === null ? null : String(values[field])}
      onChange={(value) => patch({ [field]: value === null ? null : Number(value) })}
      placeholder={t('themes.fields.noColorset')}
      clearable
      error={errors[field]}
    />
  )

  return (
    <Grid gap="xl">
      <Grid.Col span={{ base: 12, lg: 8 }}>
        <CheckedForm onSubmit={handleSubmit} formError={formError}>
          <TextInput
            label={t('themes.fields.title')}
            value={values.title}
            onChange={(event) => patch({ title: event.currentTarget.value })}
            required
            error={errors.title}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={t('themes.fields.spacing')}
              data={options('themes.spacing', THEME_SPACINGS)}
              value={values.spacing}
              onChange={(value) => value && patch({ spacing: value as ThemeFormValues['spacing'] })}
              allowDeselect={false}
              error={errors.spacing}
            />
            <Select
              label={t('themes.fields.edges')}
              data={options('themes.edges', THEME_EDGES)}
              value={values.edges}
              onChange={(value) => value && patch({ edges: value as ThemeFormValues['edges'] })}
              allowDeselect={false}
              error={errors.edges}
            />
            <Select
              label={t('themes.fields.textAlign')}
              data={options('themes.textAlign', TEXT_ALIGNS)}
              value={values.textAlign}
              onChange={(value) =>
                value && patch({ textAlign: value as ThemeFormValues['textAlign'] })
              }
              allowDeselect={false}
              error={errors.textAlign}
            />
          </SimpleGrid>
          <Title order={2} size="h5">
            {t('themes.sections.colors')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {color('highlightColor')}
            {color('secondaryColor')}
            {color('backgroundColor')}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {colorsetSelect('base_colorset_id')}
            {colorsetSelect('secondary_colorset_id')}
          </SimpleGrid>
          <Accordion variant="separated" multiple defaultValue={['fonts', 'typography']}>
            <Accordion.Item value="fonts">
              <Accordion.Control>{t('themes.sections.fonts')}</Accordion.Control>
              <Accordion.Panel>
                <ThemeFonts
                  fonts={fonts}
                  value={{
                    headline_font_id: values.headline_font_id,
                    copy_font_id: values.copy_font_id,
                  }}
                  errors={errors}
                  onChange={patch}
                />
              </Accordion.Panel>
            </Accordion.Item>
            <Accordion.Item value="typography">
              <Accordion.Control>{t('themes.sections.typography')}</Accordion.Control>
              <Accordion.Panel>
                <TypographyTable
                  value={values.typography}
                  errors={errors}
                  onChange={patchTypography}
                />
              </Accordion.Panel>
            </Accordion.Item>
            <Accordion.Item value="links">
              <Accordion.Control>{t('themes.sections.links')}</Accordion.Control>
              <Accordion.Panel>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <ColorInput
                    label={t('themes.fields.linkColor')}
                    placeholder={t('themes.fields.linkColorDefault')}
                    value={values.link.color ?? ''}
                    onChange={(value) => patch({ link: { ...values.link, color: value || null } })}
                    fixOnBlur={false}
                    error={errors['link.color']}
                  />
                  <Select
                    label={t('themes.fields.linkDecoration')}
                    data={options('themes.decoration', LINK_DECORATIONS)}
                    value={values.link.decoration}
                    onChange={(value) =>
                      value &&
                      patch({
                        link: { ...values.link, decoration: value as Theme['link']['decoration'] },
                      })
                    }
                    allowDeselect={false}
                  />
                  <ColorInput
                    label={t('themes.fields.linkHoverColor')}
                    placeholder={t('themes.fields.linkHoverColorDefault')}
                    value={values.link.hoverColor ?? ''}
                    onChange={(value) =>
                      patch({ link: { ...values.link, hoverColor: value || null } })
                    }
                    fixOnBlur={false}
                    error={errors['link.hoverColor']}
                  />
                  <Select
                    label={t('themes.fields.linkHoverDecoration')}
                    data={options('themes.decoration', LINK_DECORATIONS)}
                    value={values.link.hoverDecoration}
                    onChange={(value) =>
                      value &&
                      patch({
                        link: {
                          ...values.link,
                          hoverDecoration: value as Theme['link']['hoverDecoration'],
                        },
                      })
                    }
                    allowDeselect={false}
                  />
                </SimpleGrid>
              </Accordion.Panel>
            </Accordion.Item>
            <Accordion.Item value="lists">
              <Accordion.Control>{t('themes.sections.lists')}</Accordion.Control>
              <Accordion.Panel>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Select
                    label={t('themes.fields.unordered')}
                    data={options('themes.unordered', UNORDERED_LIST_STYLES)}
                    value={values.lists.unordered}
                    onChange={(value) =>
                      value &&
                      patch({
                        lists: { ...values.lists, unordered: value as Theme['lists']['unordered'] },
                      })
                    }
                    allowDeselect={false}
                  />
                  <Select
                    label={t('themes.fields.ordered')}
                    data={options('themes.ordered', ORDERED_LIST_STYLES)}
                    value={values.lists.ordered}
                    onChange={(value) =>
                      value &&
                      patch({
                        lists: { ...values.lists, ordered: value as Theme['lists']['ordered'] },
                      })
                    }
                    allowDeselect={false}
                  />
                </SimpleGrid>
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
          <FormActions submitLabel={submitLabel} isPending={isPending} />
        </CheckedForm>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 4 }}>
        <Stack gap="xs" pos="sticky" top={80}>
          <Title order={2} size="h5">
            {t('themes.preview.title')}
          </Title>
          <ThemePreview
            style={style}
            headline={fonts.find((font) => font.id === values.headline_font_id)}
            copy={fonts.find((font) => font.id === values.copy_font_id)}
          />
        </Stack>
      </Grid.Col>
    </Grid>
  )
}
