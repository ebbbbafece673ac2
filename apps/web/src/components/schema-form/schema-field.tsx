import {
  ColorInput,
  NumberInput,
  PasswordInput,
  Skeleton,
  TextInput,
  Textarea,
} from '@mantine/core'
import { Suspense, lazy } from 'react'
import { ChoiceField } from './choice-field'
import {
  asNumberInput,
  asText,
  fromNumberInput,
  wrapperProps,
  type FieldProps,
} from './field-props'
import { GroupField } from './group-field'
import { IconField } from './icon-field'
import { FormReferenceField } from './form-reference-field'
import { MediaField } from './media-field'
import { RangeField } from './range-field'
import { RepeatField } from './repeat-field'

// Tiptap and CodeMirror are most of a form's weight: loaded when a form has such a field.
const RichTextField = lazy(() =>
  import('./rich-text-field').then((module) => ({ default: module.RichTextField })),
)
const HtmlField = lazy(() =>
  import('./html-field').then((module) => ({ default: module.HtmlField })),
)

const TEXT_TYPES = {
  text: 'text',
  email: 'email',
  url: 'url',
  date: 'date',
  'datetime-local': 'datetime-local',
} as const

/** One input for one field, chosen by its type ($formkit). */
export function SchemaField(props: FieldProps) {
  const { field, value, onChange } = props
  const common = { ...wrapperProps(props), placeholder: field.placeholder }
  const text = asText(value)

  switch (field.$formkit) {
    case 'text':
    case 'email':
    case 'url':
    case 'date':
    case 'datetime-local':
      return (
        <TextInput
          {...common}
          type={TEXT_TYPES[field.$formkit]}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )
    case 'password':
      return (
        <PasswordInput
          {...common}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      )
    case 'wysiwyg':
      return (
        <Suspense fallback={<Skeleton height={160} />}>
          <RichTextField {...props} />
        </Suspense>
      )
    case 'html':
      return (
        <Suspense fallback={<Skeleton height={200} />}>
          <HtmlField {...props} />
        </Suspense>
      )
    case 'number':
      return (
        <NumberInput
          {...common}
          min={field.min}
          max={field.max}
          step={field.step}
          clampBehavior="none"
          value={asNumberInput(value)}
          onChange={(next) => onChange(fromNumberInput(next))}
        />
      )
    case 'range':
      return <RangeField {...props} />
    case 'color':
      return <ColorInput {...common} value={text} onChange={onChange} />
    case 'checkbox':
    case 'select':
    case 'radio':
      return <ChoiceField {...props} />
    case 'group':
      return <GroupField {...props} />
    case 'repeat':
      return <RepeatField {...props} />
    case 'media':
      return <MediaField {...props} />
    case 'form':
      return <FormReferenceField {...props} />
    case 'icon':
      return <IconField {...props} />
  }
}
