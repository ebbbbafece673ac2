import { z } from 'zod'

/** spec §3: error response. `errors` maps a field (dot path) to its messages. */
export const ErrorBody = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  errorsReplace: z.record(z.string(), z.unknown()).optional(),
  errorTypes: z.record(z.string(), z.array(z.string())).optional(),
})
export type ErrorBody = z.infer<typeof ErrorBody>

/** spec §5/§8 usage conflict (409): error type is_used, a message and where the thing is used. */
export const inUseErrorBody = <Usage extends z.ZodType>(usage: Usage) =>
  z.object({
    message: z.string(),
    errorTypes: z.object({ id: z.tuple([z.literal('is_used')]) }),
    usages: z.array(usage),
  })

/**
 * 403 when the organisation's services do not grant what a route needs (issue #16, decision 029):
 * `message` in the user's language ('Im Tarif Business enthalten.'), the permission, and the
 * services that would grant it (their identifier is the address /backend/organization/services/{identifier}).
 */
export const FeatureLockedErrorBody = z.object({
  message: z.string(),
  errorTypes: z.object({ permission: z.tuple([z.literal('feature_locked')]) }),
  permission: z.string(),
  services: z.array(z.object({ identifier: z.string(), title: z.string() })),
})
export type FeatureLockedErrorBody = z.infer<typeof FeatureLockedErrorBody>
