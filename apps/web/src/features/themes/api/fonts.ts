import { Font, FontInUseErrorBody, type ThemeUsage } from '@sitewerk/contracts'
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { z } from 'zod'
import { api, isApiError } from '../../../api/client'
import { useStoredOrganizationId } from '../../../lib/organization-id-store'

/** The library and the organisation's own fonts: the organisation is part of the key. */
export const fontsQueryKey = (organizationId: number | null) => ['fonts', organizationId] as const

/** GET fonts: the font library and the current organisation's own fonts. */
export function getFonts() {
  return api.get('fonts', { schema: z.array(Font) })
}

export function useFonts() {
  const organizationId = useStoredOrganizationId()
  return useQuery(
    queryOptions({
      queryKey: fontsQueryKey(organizationId),
      queryFn: getFonts,
      enabled: organizationId !== null,
    }),
  )
}

function useInvalidateFonts() {
  const client = useQueryClient()
  const organizationId = useStoredOrganizationId()
  return useCallback(
    () => client.invalidateQueries({ queryKey: fontsQueryKey(organizationId) }),
    [client, organizationId],
  )
}

/** What the upload dialog sends: a family name, the regular file and maybe an italic one. */
export interface UploadFontInput {
  family: string
  source: File
  sourceItalic: File | null
}

/** POST fonts (multipart): field names as the server reads them, errors come back per field. */
export function uploadFont({ family, source, sourceItalic }: UploadFontInput) {
  const body = new FormData()
  body.append('family', family)
  body.append('source', source)
  if (sourceItalic) body.append('source_italic', sourceItalic)
  return api.post('fonts', { body, schema: Font })
}

export function useUploadFont() {
  return useMutation({ mutationFn: uploadFont, onSuccess: useInvalidateFonts() })
}

export function useDeleteFont() {
  return useMutation({
    mutationFn: (id: number) => api.delete(`fonts/${id}`),
    onSuccess: useInvalidateFonts(),
  })
}

/** spec §5: a 409 of DELETE fonts/{id} names the themes that still use the font. */
export function themesUsingFont(error: unknown): ThemeUsage[] | null {
  if (!isApiError(error) || error.status !== 409) return null
  const parsed = FontInUseErrorBody.safeParse(error.body)
  return parsed.success ? parsed.data.usages : null
}
