// The last step of the back office's build (decision 047, issue #18): renders the login screen
// in every language with the server build of src/app/prerender/render-login.tsx (dist-ssr) and
// writes dist/prerendered/login.json, which the server puts into the page it sends for /login.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

// React and TanStack Query as the browser runs them: their production builds, without dev warnings
process.env.NODE_ENV = 'production'

const web = fileURLToPath(new URL('..', import.meta.url))
const ssr = join(web, 'dist-ssr')
const localesDir = join(web, 'src/i18n/locales')

// each language's areas (decision 060): { de: { common: {…}, auth: {…}, … }, en: … }
const translations = Object.fromEntries(
  readdirSync(localesDir).map((locale) => [
    locale,
    Object.fromEntries(
      readdirSync(join(localesDir, locale))
        .filter((file) => file.endsWith('.json'))
        .map((file) => [
          file.replace(/\.json$/, ''),
          JSON.parse(readFileSync(join(localesDir, locale, file), 'utf8')),
        ]),
    ),
  ]),
)
const { renderLoginPages } = await import(pathToFileURL(join(ssr, 'render-login.js')).href)
const pages = await renderLoginPages(translations)
// the chunks of the login's screen, which its page preloads after the paint (vite.config.ts)
const preloadsFile = join(web, 'dist/prerendered/login-preloads.json')
const preloads = JSON.parse(readFileSync(preloadsFile, 'utf8'))
mkdirSync(join(web, 'dist/prerendered'), { recursive: true })
writeFileSync(join(web, 'dist/prerendered/login.json'), JSON.stringify({ pages, preloads }))
rmSync(preloadsFile)
rmSync(ssr, { recursive: true, force: true })
console.log(`Prerendered the login: ${pages.map((p) => `${p.locale} ${p.path}`).join(', ')}`)
