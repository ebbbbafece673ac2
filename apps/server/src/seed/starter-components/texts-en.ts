import type { ComponentTexts } from '@sitewerk/contracts'
import { STARTER_FOLDERS } from './index.ts'

/*
 * The starter library's interface texts in English, by component key and field path (decision
 * 016), each from its folder's texts.en.json. German stays in the folder's component.json and
 * form.json; a field added there needs its English in texts.en.json, and starter-texts-en.test.ts
 * names every one that is missing.
 */
export const STARTER_TEXTS_EN: Readonly<Record<string, ComponentTexts>> = Object.fromEntries(
  STARTER_FOLDERS.map((folder) => [folder.component.key, folder.textsEn]),
)
