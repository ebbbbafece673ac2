import { Alert } from '@mantine/core'

/** A form-level error: announced at once (role=alert), shown above the fields. */
export function FormAlert({ message }: { message: string | null | undefined }) {
  if (!message) return null
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  )
}
