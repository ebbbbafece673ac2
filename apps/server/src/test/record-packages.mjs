// Preload of main.test.ts (`node --import`): on SIGUSR2 the process writes the packages it has
// loaded so far to RECORD_PACKAGES_FILE, one name a line. ES modules are seen by a load hook,
// CommonJS ones in require's cache (a package required from CommonJS passes no load hook).
import { writeFileSync } from 'node:fs'
import { createRequire, register } from 'node:module'

const file = process.env.RECORD_PACKAGES_FILE
const urls = new Set()
const { port1, port2 } = new MessageChannel()
port1.on('message', (url) => urls.add(url))
port1.unref()
const hooks = `
let port
export function initialize(data) { port = data.port }
export async function load(url, context, next) { port.postMessage(url); return next(url, context) }
`
register(`data:text/javascript,${encodeURIComponent(hooks)}`, {
  data: { port: port2 },
  transferList: [port2],
})

// the innermost package: a copy nested in another package's node_modules counts as itself
const packageOf = (path) => /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1]

process.on('SIGUSR2', () => {
  const paths = [...urls, ...Object.keys(createRequire(import.meta.url).cache)]
  const names = new Set(paths.map(packageOf).filter(Boolean))
  writeFileSync(file, [...names].sort().join('\n'))
})
