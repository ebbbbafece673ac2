import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { contents } from '../db/schema/index.ts'
import { buildTestApp } from '../test/build-test-app.ts'
import { createComponent, pageWithArticle, siteOwner } from '../test/factories.ts'
import { clearPlaceholderAlts } from './placeholder-alts.ts'

describe('blocks saved with the former placeholder alt texts (issue 13, defect 3)', () => {
  it('lose them at the start that brings the new starter library; typed alt texts stay', async () => {
    const testApp = await buildTestApp()
    const { client, site, organization } = await siteOwner(testApp)
    const { article } = await pageWithArticle(client, site.id)
    const component = await createComponent(testApp.database, { key: 'bilder' })
    const insert = async (data: Record<string, unknown>) =>
      (
        await testApp.database.db
          .insert(contents)
          .values({
            organizationId: organization.id,
            sectionId: article.sections[0].id,
            componentId: component.id,
            data,
          })
          .returning()
      )[0]!
    const imageText = await insert({
      alt: 'Platzhalter: ein Bild aus Ihrem Alltag',
      headline: 'Über uns',
    })
    const gallery = await insert({
      images: [
        { alt: 'Platzhalter: Ihr Team', caption: 'Unser Team' },
        { alt: 'Unsere Backstube am Morgen', caption: 'Backstube' },
        { alt: 'Platzhalter für ein Bild', caption: '' },
      ],
    })
    const typed = await insert({ alt: 'Platzhalter-Schild an der Tür', headline: 'Tür' })

    expect(await clearPlaceholderAlts(testApp.database)).toBe(2)
    const dataOf = async (id: number) =>
      (await testApp.database.db.select().from(contents).where(eq(contents.id, id)))[0]!.data
    expect(await dataOf(imageText.id)).toEqual({ alt: '', headline: 'Über uns' })
    expect(await dataOf(gallery.id)).toEqual({
      images: [
        { alt: '', caption: 'Unser Team' },
        { alt: 'Unsere Backstube am Morgen', caption: 'Backstube' },
        { alt: '', caption: '' },
      ],
    })
    expect(await dataOf(typed.id)).toEqual({
      alt: 'Platzhalter-Schild an der Tür',
      headline: 'Tür',
    })
    expect(await clearPlaceholderAlts(testApp.database)).toBe(0)
  })
})
