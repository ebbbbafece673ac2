import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/**
 * A CommonJS package loaded on the first call instead of at start (issue #18): sharp,
 * sanitize-html and @xmldom/xmldom serve uploads, saves and images, never the start or a cached
 * page, and loading them was a good part of the server's start-up.
 */
export function onFirstUse<T>(name: string): () => T {
  let loaded: T | undefined
  return () => (loaded ??= require(name) as T)
}
