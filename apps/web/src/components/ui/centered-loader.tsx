import { Center, Loader } from '@mantine/core'

export function CenteredLoader({ label }: { label: string }) {
  return (
    <Center py="xl" role="status" aria-label={label}>
      <Loader size="md" />
    </Center>
  )
}
