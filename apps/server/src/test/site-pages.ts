import { performance } from 'node:perf_hooks'
import type { TestApp } from './build-test-app.ts'
import { createComponent, pageWithArticle, siteOwner } from './factories.ts'
import { publishSite } from './publishing.ts'

/**
 * A new organisation's site whose home page (and 404 page) shows one block of a component of its
 * own with `template`, published; `visit` asks the site host for a path, on any port.
 */
export async function siteWithTemplate(
  testApp: TestApp,
  { title, template, css = '' }: { title: string; template: string; css?: string },
) {
  const owner = await siteOwner(testApp, title)
  const { client, site, organization } = owner
  const component = await createComponent(testApp.database, {
    key: `c-${site.identifier}`,
    organizationId: organization.id,
    template,
    css,
  })
  for (const url of ['', '404']) {
    const { article } = await pageWithArticle(client, site.id, url)
    await client.post('/api/content', {
      section_id: article.sections[0].id,
      component_id: component.id,
      data: {},
    })
  }
  await publishSite(client, site.id)
  const visit = (path = '/', port = 3000, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'GET',
      url: path,
      headers: { host: `${site.identifier}.localhost:${port}`, ...headers },
    })
  return { ...owner, component, visit }
}

/** Milliseconds `run` took, with its result. */
export async function timed<T>(run: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const started = performance.now()
  const result = await run()
  return { ms: performance.now() - started, result }
}

/** The p-th percentile (0..100) of `values`. */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0
}
