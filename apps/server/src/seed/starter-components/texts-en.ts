import type { ComponentTexts } from '@sitewerk/contracts'

/*
 * The starter library's interface texts in English, by component key and field path (decision
 * 016). German stays in each component's own file; a field added there needs its English here,
 * and starter-components.test.ts names every one that is missing.
 */

const URL_HELP = 'A page of this site (/kontakt), an address (https://…), mailto: or tel:'
const ANCHOR_HELP = 'Lower-case letters without #, e.g. services: links like /#services jump here.'
const ALT_HELP =
  'Describes the image for people who cannot see it; empty: the text from the media library'

export const STARTER_TEXTS_EN: Readonly<Record<string, ComponentTexts>> = {
  header: {
    title: 'Header with navigation',
    fields: {
      tagline: { label: 'Tagline', help: "Short, below the site's name" },
      show_mark: { label: 'Show the initial as a logo' },
      button_label: { label: 'Button label' },
      button_url: { label: 'Button link', help: URL_HELP },
    },
  },
  footer: {
    title: 'Footer',
    fields: {
      text: { label: 'Short description' },
      show_contact: {
        label: 'Show contact details from the site variables',
        help: 'Address, phone, e-mail and opening hours (address, phone, email, opening_hours)',
      },
      contact_title: { label: 'Contact heading' },
      columns: { label: 'Link groups' },
      'columns.title': { label: 'Heading' },
      'columns.links': { label: 'Links' },
      'columns.links.label': { label: 'Link text' },
      'columns.links.url': { label: 'Target', help: URL_HELP },
      copyright: { label: 'Copyright line', help: 'e.g. © 2026 Example Ltd' },
    },
  },
  hero: {
    title: 'Stage (hero)',
    fields: {
      kicker: { label: 'Kicker', help: 'Small line above the heading' },
      headline: { label: 'Heading' },
      level: { label: 'Heading level', options: { h1: "H1 – the page's main heading", h2: 'H2' } },
      text: { label: 'Text' },
      button_label: { label: 'Button label' },
      button_url: { label: 'Button link', help: URL_HELP },
      secondary_label: { label: 'Second button: label' },
      secondary_url: { label: 'Second button: link', help: URL_HELP },
      photo: {
        label: 'Background photo',
        help: 'Fills the stage behind the text; click the focal point in the picture so the important part stays visible',
      },
      scrim: {
        label: 'Overlay on the photo',
        options: { dark: 'Darken (light text)', light: 'Lighten (dark text)' },
      },
      scrim_strength: {
        label: 'Strength of the overlay',
        options: { soft: 'Light', medium: 'Medium', strong: 'Strong' },
      },
      background: {
        label: 'Background',
        options: {
          highlight: 'Highlight colour',
          gradient: 'Gradient',
          dark: 'Dark',
          light: 'Light',
          custom: 'Own colour',
        },
      },
      color: { label: 'Own background colour' },
      tone: { label: 'Text on an own colour', options: { light: 'Light', dark: 'Dark' } },
      alignment: { label: 'Alignment', options: { start: 'Left-aligned', center: 'Centred' } },
      height: { label: 'Height', options: { compact: 'Compact', normal: 'Normal', tall: 'Large' } },
    },
  },
  text: {
    title: 'Text',
    fields: {
      kicker: { label: 'Kicker' },
      headline: { label: 'Heading' },
      level: { label: 'Heading level', options: { h2: 'H2', h3: 'H3' } },
      text: { label: 'Text' },
      alignment: { label: 'Alignment', options: { start: 'Left-aligned', center: 'Centred' } },
      width: {
        label: 'Arrangement',
        options: {
          narrow: 'Reading width',
          split: 'Heading left, text right',
          wide: 'Full width, text in two columns',
        },
      },
      anchor: { label: 'Anchor', help: ANCHOR_HELP },
    },
  },
  image: {
    title: 'Image',
    fields: {
      file: {
        label: 'Image from the media library',
        help: 'Delivered in every width as WebP and AVIF; without an image a placeholder appears',
      },
      src: {
        label: 'External image address',
        help: 'Only without an image from the media library: loaded as it is',
      },
      alt: { label: 'Alternative text', help: ALT_HELP },
      caption: { label: 'Caption' },
      width: { label: 'Width in pixels (external image)' },
      height: { label: 'Height in pixels (external image)' },
      size: { label: 'Size', options: { text: 'Text width', wide: 'Full width' } },
    },
  },
  cards: {
    title: 'Cards',
    fields: {
      kicker: { label: 'Kicker' },
      headline: { label: 'Heading' },
      intro: { label: 'Introduction' },
      cards: { label: 'Cards' },
      'cards.image': { label: 'Picture' },
      'cards.title': { label: 'Title' },
      'cards.text': { label: 'Text' },
      'cards.url': { label: 'Link', help: URL_HELP },
      'cards.icon': { label: 'Icon' },
      link_label: { label: 'Link text', help: 'Shown on cards with a link' },
      numbered: { label: 'Number the cards' },
      anchor: { label: 'Anchor', help: ANCHOR_HELP },
    },
  },
  columns: {
    title: 'Columns',
    fields: {
      kicker: { label: 'Kicker' },
      headline: { label: 'Heading' },
      intro: { label: 'Introduction' },
      columns: { label: 'Columns' },
      'columns.headline': { label: 'Heading' },
      'columns.text': { label: 'Text' },
      'columns.link_label': { label: 'Link text' },
      'columns.url': { label: 'Link', help: URL_HELP },
      background: { label: 'Background', options: { none: 'None', light: 'Light background' } },
      anchor: { label: 'Anchor', help: ANCHOR_HELP },
    },
  },
  cta: {
    title: 'Call to action',
    fields: {
      headline: { label: 'Heading' },
      text: { label: 'Text' },
      button_label: { label: 'Button label' },
      button_url: { label: 'Button link', help: URL_HELP },
      show_phone: { label: 'Show the phone number from the site variables' },
      background: {
        label: 'Background',
        options: { highlight: 'Highlight colour', dark: 'Dark', light: 'Light' },
      },
    },
  },
  'image-text': {
    title: 'Image and text',
    fields: {
      file: { label: 'Image from the media library' },
      alt: { label: 'Alternative text', help: ALT_HELP },
      position: { label: 'Image', options: { start: 'Left', end: 'Right' } },
      kicker: { label: 'Kicker' },
      headline: { label: 'Heading' },
      level: { label: 'Heading level', options: { h2: 'H2', h3: 'H3' } },
      text: { label: 'Text' },
      button_label: { label: 'Button label' },
      button_url: { label: 'Button link', help: URL_HELP },
      anchor: { label: 'Anchor', help: ANCHOR_HELP },
    },
  },
  gallery: {
    title: 'Gallery',
    fields: {
      kicker: { label: 'Kicker' },
      headline: { label: 'Heading' },
      intro: { label: 'Introduction' },
      images: { label: 'Images' },
      'images.file': { label: 'Image from the media library' },
      'images.alt': { label: 'Alternative text', help: 'Empty: the text from the media library' },
      'images.caption': { label: 'Caption' },
      columns: { label: 'Columns on large screens', options: { '2': '2', '3': '3', '4': '4' } },
      anchor: { label: 'Anchor', help: ANCHOR_HELP },
    },
  },
  accordion: {
    title: 'Accordion (questions and answers)',
    fields: {
      kicker: { label: 'Kicker' },
      headline: { label: 'Heading' },
      intro: { label: 'Introduction' },
      items: { label: 'Entries' },
      'items.question': { label: 'Question or title' },
      'items.answer': { label: 'Answer or text' },
      first_open: { label: 'Show the first entry open' },
      several: { label: 'Open several entries at once' },
      anchor: { label: 'Anchor', help: ANCHOR_HELP },
    },
  },
  testimonial: {
    title: 'Testimonial',
    fields: {
      quote: { label: 'Quote' },
      name: { label: 'Name' },
      role: { label: 'Role or place', help: 'e.g. Owner, Café am Markt' },
      photo: { label: 'Photo', help: 'Without a photo the initial appears' },
      background: { label: 'Background', options: { light: 'Light', dark: 'Dark', plain: 'None' } },
    },
  },
  counter: {
    title: 'Counter (facts and figures)',
    fields: {
      kicker: { label: 'Kicker' },
      headline: { label: 'Heading' },
      intro: { label: 'Introduction' },
      items: { label: 'Figures' },
      'items.number': { label: 'Number' },
      'items.prefix': { label: 'Before the number', help: 'e.g. over' },
      'items.suffix': { label: 'After the number', help: 'e.g. % or +' },
      'items.label': { label: 'Label' },
      anchor: { label: 'Anchor', help: ANCHOR_HELP },
    },
  },
  video: {
    title: 'Video (loads only after a click)',
    fields: {
      provider: { label: 'Provider', options: { youtube: 'YouTube', vimeo: 'Vimeo' } },
      video_id: {
        label: 'Video ID',
        help: 'The id from the address: youtube.com/watch?v=ID or vimeo.com/ID',
      },
      title: { label: 'Video title', help: 'Says what the video shows (for screen readers too)' },
      poster: {
        label: 'Preview image',
        help: 'From the media library; without an image a coloured area appears',
      },
      caption: { label: 'Caption' },
    },
  },
  'form-embed': {
    title: 'Form',
    fields: {
      kicker: { label: 'Kicker' },
      headline: { label: 'Heading' },
      intro: { label: 'Introduction' },
      form: { label: 'Form' },
    },
  },
  background: {
    title: 'Background with parallax',
    fields: {
      file: { label: 'Background image', help: 'Empty: a calm surface' },
      pattern: {
        label: 'Surface without an image',
        options: { soft: 'Soft colour spots', lines: 'Fine lines', plain: 'Plain' },
      },
      scrim: { label: 'Lightening for readable text (%)' },
    },
  },
  'legal-provider': {
    title: 'Provider details',
    fields: {
      headline: { label: 'Heading' },
      level: { label: 'Heading level', options: { h2: 'H2', h3: 'H3' } },
      details: {
        label: 'Details',
        help: "The details come from the site's settings (contact).",
        options: {
          full: 'All (imprint): name, address, contact, register, VAT ID',
          contact: 'Name, address and contact (privacy policy)',
        },
      },
    },
  },
}
