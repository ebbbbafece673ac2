// Mantine's whole stylesheet and those of the dropzone and the rich-text editor, loaded with the
// chunk of every screen but the login's (routes.tsx; the entry's part is entry-styles.ts).
import '@mantine/core/styles.layer.css'
import '@mantine/dropzone/styles.layer.css'
import '@mantine/tiptap/styles.layer.css'
