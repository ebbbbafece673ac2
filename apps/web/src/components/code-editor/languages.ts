import { css } from '@codemirror/lang-css'
import { html } from '@codemirror/lang-html'
import { javascript } from '@codemirror/lang-javascript'
import { liquid } from '@codemirror/lang-liquid'
import { sass } from '@codemirror/lang-sass'
import type { Extension } from '@codemirror/state'

export type CodeLanguage = 'html' | 'css' | 'scss' | 'javascript' | 'liquid'

/** Highlighting and completion of each language the back office edits. */
export const LANGUAGES: Record<CodeLanguage, () => Extension> = {
  html: () => html(),
  css: () => css(),
  scss: () => sass(),
  javascript: () => javascript(),
  liquid: () => liquid(),
}
