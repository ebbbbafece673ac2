import { formFieldPaths, type ComponentTexts, type FieldTexts } from '@sitewerk/contracts'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createComponentsRepository } from '../modules/components/repository.ts'
import { createScssCompiler } from '../modules/components/scss.ts'
import { buildTestApp } from '../test/build-test-app.ts'
import { STARTER_COMPONENTS, type StarterComponent } from './starter-components/index.ts'
import { STARTER_TEXTS_EN } from './starter-components/texts-en.ts'
import { seedStarterComponents } from './starter-components.ts'

const TEXT_KINDS = ['label', 'help', 'placeholder'] as const

/** Each German interface text of a starter that has no English one, as 'key: path.kind'. */
function missingEnglish(starter: StarterComponent, english: ComponentTexts | undefined) {
  const missing: string[] = []
  if (!english?.title?.trim()) missing.push(`${starter.key}: title`)
  for (const { path, field } of formFieldPaths(starter.form)) {
    const texts: FieldTexts = english?.fields?.[path] ?? {}
    for (const kind of TEXT_KINDS)
      if (field[kind]?.trim() && !texts[kind]?.trim())
        missing.push(`${starter.key}: ${path}.${kind}`)
    for (const option of field.options ?? [])
      if (!texts.options?.[option.value]?.trim())
        missing.push(`${starter.key}: ${path}.options.${option.value}`)
  }
  return missing
}

/** English texts for a field, option or text the component does not have (left behind). */
function strayEnglish(starter: StarterComponent, english: ComponentTexts | undefined) {
  const fields = new Map([...formFieldPaths(starter.form)].map(({ path, field }) => [path, field]))
  return Object.entries(english?.fields ?? {}).flatMap(([path, texts]) => {
    const field = fields.get(path)
    if (!field) return [`${starter.key}: ${path}`]
    const values = new Set(field.options?.map((o) => o.value))
    return [
      ...TEXT_KINDS.filter((kind) => texts[kind] && !field[kind]).map(
        (kind) => `${starter.key}: ${path}.${kind}`,
      ),
      ...Object.keys(texts.options ?? {})
        .filter((value) => !values.has(value))
        .map((value) => `${starter.key}: ${path}.options.${value}`),
    ]
  })
}

describe('English texts of the starter library (issue 13, defect 7)', () => {
  it('every title, label, help text, placeholder and option label has an English text', () => {
    const missing = STARTER_COMPONENTS.flatMap((s) => missingEnglish(s, STARTER_TEXTS_EN[s.key]))
    // A field added to a starter lands here until texts-en.ts has its English.
    expect(missing).toEqual([])
  })

  it('names no field, option or component the starter library does not have', () => {
    const keys = new Set(STARTER_COMPONENTS.map((s) => s.key))
    const stray = [
      ...Object.keys(STARTER_TEXTS_EN).filter((key) => !keys.has(key)),
      ...STARTER_COMPONENTS.flatMap((s) => strayEnglish(s, STARTER_TEXTS_EN[s.key])),
    ]
    expect(stray).toEqual([])
  })

  it('finds a field that was added without its English text', () => {
    const hero = STARTER_COMPONENTS.find((s) => s.key === 'hero')!
    const grown: StarterComponent = {
      ...hero,
      form: [...hero.form, { $formkit: 'text', name: 'badge', label: 'Abzeichen' }],
    }
    expect(missingEnglish(grown, STARTER_TEXTS_EN.hero)).toEqual(['hero: badge.label'])
  })

  it('the seed stores them with each starter component, and a start with new texts updates it', async () => {
    const { database } = await buildTestApp()
    const scss = createScssCompiler()
    onTestFinished(() => scss.close())
    await seedStarterComponents(database, scss)
    const repo = createComponentsRepository(database.db)
    const hero = (await repo.findPlatformByKey('hero'))!
    expect(hero.title).toBe('Bühne (Hero)')
    expect(hero.translations.en?.title).toBe('Stage (hero)')
    expect(hero.translations.en?.fields?.alignment).toEqual({
      label: 'Alignment',
      options: { start: 'Left-aligned', center: 'Centred' },
    })

    await repo.update(null, hero.id, { translations: {} })
    expect((await seedStarterComponents(database, scss)).updated).toEqual(['hero'])
    expect((await repo.findPlatformByKey('hero'))!.translations).toEqual(hero.translations)
  })
})
