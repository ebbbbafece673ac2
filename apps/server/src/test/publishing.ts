import type { TestClient } from './build-test-app.ts'

/**
 * Publishes the site with every page that has unpublished changes, as the publish dialog does:
 * visitors see only what was published (decision 027).
 */
export async function publishSite(client: TestClient, siteId: number) {
  const res = await client.post(`/api/sites/${siteId}/publish`, {})
  if (res.statusCode !== 200) throw new Error(`publish failed: ${res.statusCode} ${res.body}`)
  return res.json() as { published_page_ids: number[] }
}
