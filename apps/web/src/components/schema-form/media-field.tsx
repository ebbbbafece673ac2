import { MediaInputValue } from '@sitewerk/contracts'
import { MediaInput } from '../media-input/media-input'
import type { FieldProps } from './field-props'

/** media: the chosen file (spec §3 Media input value), chosen and edited in the media dialog. */
export function MediaField(props: FieldProps) {
  const { field, value, onChange, errors, path } = props
  return (
    <MediaInput
      label={field.label || field.name}
      description={field.help}
      required={field.required}
      error={errors[path]}
      value={MediaInputValue.safeParse(value).data ?? null}
      onChange={onChange}
    />
  )
}
