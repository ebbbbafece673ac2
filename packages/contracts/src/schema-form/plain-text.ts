import { escapeHtml } from '../escape-html.ts'

/** True when a `wysiwyg` value holds no markup: text typed before there was a rich-text editor. */
export const isPlainText = (value: string) => !/<[a-z!/]/i.test(value)

/**
 * Plain text as rich-text HTML: blank lines part paragraphs, single line breaks become <br>,
 * every character escaped. A `wysiwyg` value without markup is read this way by the editor and
 * stored this way by the server, so paragraphs typed before the editor existed survive.
 */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r/g, '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).split('\n').join('<br>')}</p>`)
    .join('')
}
