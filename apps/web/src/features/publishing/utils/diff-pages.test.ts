import type { PageWithArticles } from '@sitewerk/contracts'
import {
  article as buildArticle,
  component,
  content as buildContent,
  page as buildPage,
  section as buildSection,
} from '@sitewerk/renderer/test-builders'
import { describe, expect, it } from 'vitest'
import { diffPages } from './diff-pages'

const note = component('note', '<p>{{ text }}</p>', { id: 1 })
const content = (id: number, sectionId: number, text = `Text ${id}`) =>
  buildContent(note, { text }, { id, section_id: sectionId, order: id })
const section = (id: number, contents: ReturnType<typeof content>[]) =>
  buildSection(contents, { id, article_id: 1, order: id, title: `Section ${id}` })
const page = (sections: ReturnType<typeof section>[], title = 'Über uns'): PageWithArticles =>
  buildPage([buildArticle(sections, { id: 1, page_id: 7, order: 1, title: 'Artikel' })], {
    id: 7,
    title,
    url: 'ueber-uns',
    site_id: 3,
    order: 1,
  })

const version = () =>
  page([section(11, [content(111, 11), content(112, 11), content(113, 11)]), section(12, [])])

describe('diffPages', () => {
  it('finds nothing between a version and an equal draft', () => {
    const diff = diffPages(version(), version())
    expect(diff.before.size + diff.after.size).toBe(0)
    expect(diff.isPageChanged).toBe(false)
    expect(diff.counts).toEqual({ added: 0, removed: 0, changed: 0, moved: 0 })
  })

  it('marks an added block in the draft and a removed one in the version', () => {
    const draft = page([
      section(11, [content(111, 11), content(113, 11), content(114, 11)]),
      section(12, []),
    ])
    const diff = diffPages(version(), draft)
    expect(diff.after.get('content:114')).toEqual(['added'])
    expect(diff.before.get('content:112')).toEqual(['removed'])
    // neither moves the blocks beside it
    expect(diff.before.has('content:113')).toBe(false)
    expect(diff.after.has('content:113')).toBe(false)
    expect(diff.counts).toEqual({ added: 1, removed: 1, changed: 0, moved: 0 })
  })

  it('marks a block whose data changed on both sides, whatever the order of its keys', () => {
    const draft = page([
      section(11, [content(111, 11, 'Neu'), content(112, 11), content(113, 11)]),
      section(12, []),
    ])
    const diff = diffPages(version(), draft)
    expect(diff.before.get('content:111')).toEqual(['changed'])
    expect(diff.after.get('content:111')).toEqual(['changed'])
    expect(diff.counts.changed).toBe(1)
  })

  it('marks a block moved within its section, not the ones that kept their order', () => {
    const draft = page([
      section(11, [content(113, 11), content(111, 11), content(112, 11)]),
      section(12, []),
    ])
    const diff = diffPages(version(), draft)
    expect([...diff.after.keys()]).toEqual(['content:113'])
    expect(diff.after.get('content:113')).toEqual(['moved'])
  })

  it('marks a block moved to another section, and changed when it changed too', () => {
    const draft = page([
      section(11, [content(111, 11), content(113, 11)]),
      section(12, [content(112, 12, 'Anders')]),
    ])
    const diff = diffPages(version(), draft)
    expect(diff.after.get('content:112')).toEqual(['changed', 'moved'])
    expect(diff.before.get('content:112')).toEqual(['changed', 'moved'])
  })

  it('does not count a block as changed only because it was saved again or renumbered', () => {
    const draft = version()
    const first = draft.articles[0]!.sections[0]!.contents[0]!
    draft.articles[0]!.sections[0]!.contents[0] = {
      ...first,
      order: 99,
      updated_at: '2026-11-24 10:00:00',
    }
    expect(diffPages(version(), draft).after.size).toBe(0)
  })

  it('tells when the page’s own fields changed', () => {
    expect(diffPages(version(), page([], 'Neuer Titel')).isPageChanged).toBe(true)
  })
})
