// Compiles tenant SCSS off the main thread, so that `@while true {}` cannot stall the server:
// scss.ts ends this worker when it takes too long. Plain JavaScript so that it runs under tsx,
// Vitest and Node alike.
// First: a worker started at a low priority loads sass at it (decision 055).
import '../../lib/worker-priority.mjs'
import { parentPort } from 'node:worker_threads'
import * as sass from 'sass'

// The tenant's own stylesheet, loaded by meta.load-css so that its `@use` rules stay first.
const OWN = new URL('sitewerk-component:style')

/** Serves the tenant's stylesheet and refuses every other load: no file system, no packages. */
const importerFor = (source) => ({
  canonicalize: (url) => (url === OWN.href ? OWN : null),
  load: (url) => (url.href === OWN.href ? { contents: source, syntax: 'scss' } : null),
})

const options = (source) => ({
  importers: [importerFor(source)],
  style: 'expanded',
  logger: sass.Logger.silent,
  silenceDeprecations: ['global-builtin', 'color-functions', 'import'],
})

function compile({ source, scope }) {
  if (scope === null) return sass.compileString(source, options(source)).css
  const wrapper = `@use 'sass:meta';\n.${scope} {\n  @include meta.load-css('${OWN.href}');\n}\n`
  return sass.compileString(wrapper, options(source)).css
}

// The time bound counts from here: loading sass is not the tenant's doing.
parentPort.postMessage({ ready: true })

parentPort.on('message', (job) => {
  try {
    parentPort.postMessage({ css: compile(job) })
  } catch (error) {
    const span = error?.span
    const own = span && (job.scope === null ? !span.url : span.url?.href === OWN.href)
    parentPort.postMessage({
      error: {
        message: String(error?.sassMessage ?? error?.message ?? error),
        line: own ? span.start.line + 1 : 1,
      },
    })
  }
})
