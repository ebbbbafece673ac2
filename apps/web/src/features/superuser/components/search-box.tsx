import { TextInput } from '@mantine/core'
import type { useSearchInput } from '../hooks/use-search-input'

/** A list's search (role=search): typing searches after a pause, Enter at once. */
export function SearchBox({
  label,
  description,
  search,
}: {
  label: string
  description: string
  search: ReturnType<typeof useSearchInput>
}) {
  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault()
        search.onSubmit()
      }}
    >
      <TextInput
        type="search"
        name="search"
        label={label}
        description={description}
        value={search.value}
        error={search.error}
        onChange={(event) => search.onChange(event.currentTarget.value)}
        maw={420}
      />
    </form>
  )
}
