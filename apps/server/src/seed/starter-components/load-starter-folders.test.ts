import { cpSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createComponentsRepository } from '../../modules/components/repository.ts'
import { createScssCompiler } from '../../modules/components/scss.ts'
import { buildTestApp } from '../../test/build-test-app.ts'
import { seedStarterComponents } from '../starter-components.ts'
import { STARTER_DIRECTORY, starterComponent } from './index.ts'
import { loadStarterFolders } from './load-starter-folders.ts'

/** A library of its own in a temporary folder: the shared parts and the hero, as shipped. */
function libraryWithHero() {
  const directory = mkdtempSync(join(tmpdir(), 'starter-folders-'))
  onTestFinished(() => rmSync(directory, { recursive: true, force: true }))
  for (const folder of ['_parts', 'hero'])
    cpSync(join(STARTER_DIRECTORY, folder), join(directory, folder), { recursive: true })
  return directory
}

describe('loadStarterFolders', () => {
  it('picks up a copied folder as a new platform component, named by the folder, with no code change', async () => {
    const directory = libraryWithHero()
    cpSync(join(directory, 'hero'), join(directory, 'hero-kopie'), { recursive: true })

    const folders = loadStarterFolders(directory)
    expect(folders.map((folder) => folder.component.key)).toEqual(['hero', 'hero-kopie'])
    const copy = folders[1]!.component
    expect(copy).toEqual({ ...starterComponent('hero'), key: 'hero-kopie' })

    const { database } = await buildTestApp()
    const scss = createScssCompiler()
    onTestFinished(() => scss.close())
    expect(await seedStarterComponents(database, scss, [copy])).toEqual({
      created: ['hero-kopie'],
      updated: [],
    })
    const stored = await createComponentsRepository(database.db).findPlatformByKey('hero-kopie')
    expect(stored!.css).toContain('.sw-c-hero-kopie .hero {')
  })

  it('refuses a folder without a template, naming the folder', () => {
    const directory = libraryWithHero()
    unlinkSync(join(directory, 'hero', 'template.liquid'))
    expect(() => loadStarterFolders(directory)).toThrow(
      /starter component folder "hero" .*: missing template\.liquid/,
    )
  })

  it('refuses a JSON file that does not parse, naming the folder and the file', () => {
    const directory = libraryWithHero()
    writeFileSync(join(directory, 'hero', 'form.json'), '[{ "$formkit": "text", ]')
    expect(() => loadStarterFolders(directory)).toThrow(
      /starter component folder "hero" .*: form\.json is not JSON/,
    )
  })

  it('refuses JSON that does not describe a component, naming the field', () => {
    const directory = libraryWithHero()
    writeFileSync(
      join(directory, 'hero', 'component.json'),
      JSON.stringify({ title: 'Bühne', namespace: 'sidebar', icon: 'presentation', order: 1 }),
    )
    expect(() => loadStarterFolders(directory)).toThrow(
      /starter component folder "hero" .*: component\.json: [^]*namespace/,
    )
  })

  it('refuses a file it does not know, so a misspelt one is not dropped unseen', () => {
    const directory = libraryWithHero()
    writeFileSync(join(directory, 'hero', 'styles.scss'), '.hero { color: red; }')
    expect(() => loadStarterFolders(directory)).toThrow(
      /starter component folder "hero" .*: unknown files styles\.scss/,
    )
  })

  it('refuses a folder name that cannot be a component key', () => {
    const directory = libraryWithHero()
    cpSync(join(directory, 'hero'), join(directory, 'Hero_2'), { recursive: true })
    expect(() => loadStarterFolders(directory)).toThrow(/starter component folder "Hero_2"/)
  })

  it('refuses a style that imports a shared part that does not exist', () => {
    const directory = libraryWithHero()
    rmSync(join(directory, '_parts', 'button.scss'))
    expect(() => loadStarterFolders(directory)).toThrow(
      /starter component folder "hero" .*: style\.scss imports _parts\/button\.scss/,
    )
  })
})
