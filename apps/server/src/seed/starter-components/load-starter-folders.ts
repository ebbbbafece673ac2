import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import {
  ComponentKey,
  ComponentNamespace,
  ComponentTexts,
  FormSchema,
  type FormField,
} from '@sitewerk/contracts'
import { z } from 'zod'
import type { StarterComponent } from './types.ts'

/*
 * Reads the starter library from its folders (decision 059): one folder a component, named by
 * its key; folders whose name starts with `_` hold shared pieces, not components.
 */

/** component.json: what the library lists; the key is the folder's name. */
const ComponentFile = z.strictObject({
  title: z.string().min(1),
  namespace: ComponentNamespace,
  /** A Tabler icon name, e.g. 'layout-navbar'. */
  icon: z.string().min(1),
  /** Place in the library, ascending; folders with the same order follow by key. */
  order: z.number().int(),
})

/** data.json: default values for new contents. */
const DataFile = z.record(z.string(), z.unknown())

const REQUIRED = [
  'component.json',
  'form.json',
  'data.json',
  'texts.en.json',
  'template.liquid',
  'style.scss',
]
const KNOWN = new Set([...REQUIRED, 'script.js'])

/** `@import '../_parts/tokens';` on a line of its own: the shared SCSS file, pasted in. */
const PART_IMPORT = /^@import '\.\.\/(_parts\/[a-z-]+)';(?:\n|$)/gm

export interface StarterFolder {
  component: StarterComponent
  /** texts.en.json: the English title, labels, help and options (decision 016). */
  textsEn: ComponentTexts
  order: number
}

/** Every component folder in `directory`, in library order. Throws, naming the folder, on any fault. */
export function loadStarterFolders(directory: string): StarterFolder[] {
  const folders = readdirSync(directory, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .map((entry) => loadStarterFolder(directory, entry.name))
  return folders.sort((a, b) => a.order - b.order || (a.component.key < b.component.key ? -1 : 1))
}

function loadStarterFolder(directory: string, key: string): StarterFolder {
  const folder = join(directory, key)
  const fail = (message: string): never => {
    throw new Error(`starter component folder "${key}" (${folder}): ${message}`)
  }
  if (!ComponentKey.safeParse(key).success)
    fail('the folder name is the component key: lower-case letters, digits and dashes')
  const files = readdirSync(folder)
  const unknown = files.filter((file) => !KNOWN.has(file))
  if (unknown.length) fail(`unknown files ${unknown.join(', ')}; known: ${[...KNOWN].join(', ')}`)
  const missing = REQUIRED.filter((file) => !files.includes(file))
  if (missing.length) fail(`missing ${missing.join(', ')}`)

  const read = (file: string) => readFileSync(join(folder, file), 'utf8')
  const readJson = <T>(file: string, schema: z.ZodType<T>): T => {
    let value: unknown
    try {
      value = JSON.parse(read(file))
    } catch (error) {
      return fail(`${file} is not JSON: ${(error as Error).message}`)
    }
    const checked = schema.safeParse(value)
    if (!checked.success) fail(`${file}: ${z.prettifyError(checked.error)}`)
    // the file's own value, not zod's copy, so the seed stores exactly what the file says
    return value as T
  }
  const meta = readJson('component.json', ComponentFile)
  const pasteParts = (style: string) =>
    style.replace(PART_IMPORT, (_, part: string) => {
      const path = join(directory, `${part}.scss`)
      return existsSync(path)
        ? readFileSync(path, 'utf8')
        : fail(`style.scss imports ${part}.scss, which does not exist`)
    })
  const script = files.includes('script.js') ? read('script.js') : undefined
  return {
    component: {
      key,
      namespace: meta.namespace,
      title: meta.title,
      icon: meta.icon,
      form: readJson<FormField[]>('form.json', FormSchema),
      template: read('template.liquid'),
      // each stored style stays complete on its own: a superuser reads and edits it in the back office
      style: pasteParts(read('style.scss')),
      ...(script === undefined ? {} : { script }),
      data: readJson('data.json', DataFile),
    },
    textsEn: readJson('texts.en.json', ComponentTexts),
    order: meta.order,
  }
}
