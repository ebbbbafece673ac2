import { useState } from 'react'
import { CodeEditor } from '../code-editor/code-editor'
import { asText, wrapperProps, type FieldProps } from './field-props'

/** html: raw HTML in the code editor; the diff compares with the value the form opened with. */
export function HtmlField(props: FieldProps) {
  const { label, description, required, error } = wrapperProps(props)
  const text = asText(props.value)
  const [original] = useState(text)
  return (
    <CodeEditor
      language="html"
      label={label}
      description={description}
      required={required}
      error={error}
      value={text}
      original={original}
      onChange={props.onChange}
    />
  )
}
