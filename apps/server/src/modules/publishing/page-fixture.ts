import { buildTestApp } from '../../test/build-test-app.ts'
import { createComponent, pageWithArticle, siteOwner } from '../../test/factories.ts'

/** Tests of this module: an owner's page at `url` and a component of theirs with a text and an image field. */
export async function ownerPageWithComponent(url: string) {
  const testApp = await buildTestApp()
  const owner = await siteOwner(testApp)
  const component = await createComponent(testApp.database, {
    key: `c-${owner.site.identifier}`,
    organizationId: owner.organization.id,
    form: [
      { $formkit: 'text', name: 'text' },
      { $formkit: 'media', name: 'image' },
    ],
  })
  const { page, article } = await pageWithArticle(owner.client, owner.site.id, url)
  /** Adds a content with this text to the page's first section. */
  const addText = async (text: string) =>
    (
      await owner.client.post('/api/content', {
        section_id: article.sections[0].id,
        component_id: component.id,
        data: { text },
      })
    ).json()
  return { ...owner, testApp, component, page, article, addText }
}
