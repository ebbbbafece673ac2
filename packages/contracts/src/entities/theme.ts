import { z } from 'zod'
import { ColorInput, CssColor } from '../color-fields.ts'
import { Id, Text } from '../primitives.ts'

/** spec §3 Theme enumerations. */
export const THEME_SPACINGS = ['tight', 'normal', 'wide'] as const
export const ThemeSpacing = z.enum(THEME_SPACINGS)
export type ThemeSpacing = z.infer<typeof ThemeSpacing>

export const THEME_EDGES = ['sharp', 'clean', 'smooth'] as const
export const ThemeEdges = z.enum(THEME_EDGES)
export type ThemeEdges = z.infer<typeof ThemeEdges>

export const TEXT_ALIGNS = ['start', 'end', 'center', 'justify'] as const
export const TextAlign = z.enum(TEXT_ALIGNS)
export type TextAlign = z.infer<typeof TextAlign>

export const LINK_DECORATIONS = [
  'default',
  'none',
  'solid',
  'double',
  'dotted',
  'dashed',
  'wavy',
] as const
export const LinkDecoration = z.enum(LINK_DECORATIONS)
export type LinkDecoration = z.infer<typeof LinkDecoration>

export const UNORDERED_LIST_STYLES = ['disc', 'circle', 'square'] as const
export const UnorderedListStyle = z.enum(UNORDERED_LIST_STYLES)
export type UnorderedListStyle = z.infer<typeof UnorderedListStyle>

export const ORDERED_LIST_STYLES = [
  'decimal',
  'decimal-leading-zero',
  'lower-roman',
  'upper-roman',
  'lower-latin',
  'upper-latin',
] as const
export const OrderedListStyle = z.enum(ORDERED_LIST_STYLES)
export type OrderedListStyle = z.infer<typeof OrderedListStyle>

/** The text levels a theme sets typography for. */
export const TYPOGRAPHY_LEVELS = ['text', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const
export type TypographyLevel = (typeof TYPOGRAPHY_LEVELS)[number]

/** spec §3 default colours: highlight pink, secondary lighter pink, background white, text black. */
export const THEME_DEFAULT_COLORS = {
  highlight: '#e6007e',
  secondary: '#f5a3cf',
  background: '#ffffff',
  text: '#000000',
} as const

/** spec §9: font weight 400, line height 1.5. */
export const DEFAULT_FONT_WEIGHT = 400
export const DEFAULT_LINE_HEIGHT = 1.5

/** A CSS length the theme writes into a stylesheet: a number and one of these units, nothing else. */
export const CssSize = z
  .string()
  .trim()
  .regex(/^\d{1,4}(?:\.\d{1,3})?(?:px|rem|em|%)$/, 'css_size')
export const FontWeight = z.number().int().min(1).max(1000)
export const LineHeight = z.number().positive().max(10)
/** A font family name; quoted into CSS, so letters, digits, spaces, dashes and underscores only. */
export const FontName = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\p{L}\p{N} _-]+$/u, 'font_name')

/** Colours a person may make transparent (text, links); the theme's base colours are opaque. */
const AlphaColor = ColorInput({ allowAlpha: true })
const OpaqueColor = ColorInput({ allowAlpha: false })

const typography = (color: string | null) =>
  z.object({
    /** null: the renderer's size for the level. */
    size: CssSize.nullable().default(null),
    weight: FontWeight.default(DEFAULT_FONT_WEIGHT),
    lineHeight: LineHeight.default(DEFAULT_LINE_HEIGHT),
    /** null: the theme's text colour. */
    color: CssColor.nullable().default(color),
    /** null: the copy font (text) or the text's font (headings). */
    fontname: FontName.nullable().default(null),
  })
/** Typography of one level (spec §3). */
export const Typography = typography(null)
export type Typography = z.infer<typeof Typography>

/**
 * The settings a theme keeps in its `settings` column: typography, text align, links and lists.
 * Every field has its spec §3 default, so `ThemeSettings.parse({})` is the default theme's.
 */
export const ThemeSettings = z.object({
  typography: z
    .object({
      text: typography(THEME_DEFAULT_COLORS.text).prefault({}),
      h1: Typography.prefault({}),
      h2: Typography.prefault({}),
      h3: Typography.prefault({}),
      h4: Typography.prefault({}),
      h5: Typography.prefault({}),
      h6: Typography.prefault({}),
    })
    .prefault({}),
  textAlign: TextAlign.default('justify'),
  link: z
    .object({
      /** null: the highlight colour. */
      color: CssColor.nullable().default(null),
      decoration: LinkDecoration.default('default'),
      /** null: the link colour. */
      hoverColor: CssColor.nullable().default(null),
      hoverDecoration: LinkDecoration.default('default'),
    })
    .prefault({}),
  lists: z
    .object({
      unordered: UnorderedListStyle.default('disc'),
      ordered: OrderedListStyle.default('decimal'),
    })
    .prefault({}),
})
export type ThemeSettings = z.infer<typeof ThemeSettings>

/** spec §3 Theme. Typography, text align, links and lists are `ThemeSettings`. */
export const Theme = z.object({
  id: Id,
  title: z.string(),
  /** A library font or one of the organisation's own (GET fonts); null: no font of its own. */
  headline_font_id: Id.nullable(),
  copy_font_id: Id.nullable(),
  organization_id: Id,
  spacing: ThemeSpacing,
  edges: ThemeEdges,
  base_colorset_id: Id.nullable(),
  secondary_colorset_id: Id.nullable(),
  highlightColor: CssColor,
  secondaryColor: CssColor,
  backgroundColor: CssColor,
  ...ThemeSettings.shape,
})
export type Theme = z.infer<typeof Theme>

/** What a theme looks like: everything the renderer turns into CSS. */
export type ThemeStyle = Pick<
  Theme,
  | 'spacing'
  | 'edges'
  | 'highlightColor'
  | 'secondaryColor'
  | 'backgroundColor'
  | 'typography'
  | 'textAlign'
  | 'link'
  | 'lists'
>

/** The look of a new theme and of a site without one (spec §3 defaults). */
export const DEFAULT_THEME_STYLE: ThemeStyle = {
  spacing: 'normal',
  edges: 'clean',
  highlightColor: THEME_DEFAULT_COLORS.highlight,
  secondaryColor: THEME_DEFAULT_COLORS.secondary,
  backgroundColor: THEME_DEFAULT_COLORS.background,
  ...ThemeSettings.parse({}),
}

const TypographyInput = z
  .strictObject({
    size: CssSize.nullable(),
    weight: FontWeight,
    lineHeight: LineHeight,
    color: AlphaColor.nullable(),
    fontname: FontName.nullable(),
  })
  .partial()

/** Settings as a request sends them: any part, merged into the theme's current settings. */
export const ThemeSettingsInput = z.strictObject({
  typography: z
    .strictObject({
      text: TypographyInput,
      h1: TypographyInput,
      h2: TypographyInput,
      h3: TypographyInput,
      h4: TypographyInput,
      h5: TypographyInput,
      h6: TypographyInput,
    })
    .partial(),
  textAlign: TextAlign,
  link: z
    .strictObject({
      color: AlphaColor.nullable(),
      decoration: LinkDecoration,
      hoverColor: AlphaColor.nullable(),
      hoverDecoration: LinkDecoration,
    })
    .partial(),
  lists: z.strictObject({ unordered: UnorderedListStyle, ordered: OrderedListStyle }).partial(),
})

const themeFields = {
  title: Text(120).pipe(z.string().min(1)),
  /** Must be a library font or one of the organisation's own. */
  headline_font_id: Id.nullable(),
  copy_font_id: Id.nullable(),
  spacing: ThemeSpacing,
  edges: ThemeEdges,
  /** Must be a colour set of the same organisation. */
  base_colorset_id: Id.nullable(),
  secondary_colorset_id: Id.nullable(),
  highlightColor: OpaqueColor,
  secondaryColor: OpaqueColor,
  backgroundColor: OpaqueColor,
  ...ThemeSettingsInput.shape,
}

/** POST themes: a title; everything else falls back to the spec §3 defaults. */
export const CreateThemeBody = z.strictObject(themeFields).partial().required({ title: true })
export type CreateThemeBody = z.input<typeof CreateThemeBody>

/** PATCH themes/{id}: any field; nested settings are merged, null clears a nullable field. */
export const UpdateThemeBody = z.strictObject(themeFields).partial()
export type UpdateThemeBody = z.input<typeof UpdateThemeBody>
