import { useQuery } from '@tanstack/react-query'

/** The server's message for SCSS that does not compile ('… in Zeile 3: …'). */
export class StyleError extends Error {}

/**
 * spec §7 GET component/style/parse: SCSS compiled for the live preview. It answers CSS, not
 * JSON, so it is fetched directly; a 422 carries the compiler's message under `value`.
 */
export async function parseStyle(scss: string): Promise<string> {
  const response = await fetch(`/api/component/style/parse?value=${encodeURIComponent(scss)}`, {
    credentials: 'same-origin',
    headers: { accept: 'text/css, application/json' },
  })
  if (response.ok) return response.text()
  const body = (await response.json().catch(() => null)) as {
    message?: string
    errors?: { value?: string[] }
  } | null
  throw new StyleError(body?.errors?.value?.[0] ?? body?.message ?? response.statusText)
}

export function useParsedStyle(scss: string) {
  return useQuery({
    queryKey: ['component-style-parse', scss],
    queryFn: () => parseStyle(scss),
    enabled: scss.trim() !== '',
    placeholderData: (previous) => previous,
    staleTime: Infinity,
    retry: false,
  })
}
