/**
 * Layout rules every public page needs; themes (CSS custom properties) come on top. A section's
 * background photo lies under a veil of the page's background colour at 80 %, so the blocks' own
 * text colours, chosen for that background, keep a readable contrast over any photo.
 */
export const BASE_CSS = `*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:var(--sw-font-copy,system-ui,sans-serif);line-height:var(--sw-line-height,1.5);color:var(--sw-color-text,#000);background:var(--sw-color-background,#fff)}
img{max-width:100%;height:auto}
.sw-skip-link{position:absolute;left:-9999px}.sw-skip-link:focus{left:1rem;top:1rem;z-index:100;background:#fff;color:#000;padding:.5rem 1rem}
.sw-article{position:relative;display:flex;flex-direction:column}
.sw-form__hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}.sw-form [hidden]{display:none}
.sw-article--height-full{min-height:100vh}
.sw-article--alignment-center{justify-content:center}.sw-article--alignment-end{justify-content:flex-end}
.sw-article__background{position:absolute;inset:0;z-index:-1;overflow:hidden}
.sw-section{width:100%;max-width:var(--sw-max-width,1260px);margin-inline:auto;padding-inline:var(--sw-gutter,1rem)}
.sw-section--full{max-width:none;padding-inline:0}
.sw-section--grid{display:grid;gap:var(--sw-gap,1.5rem)}
.sw-section--background{position:relative;isolation:isolate}
.sw-section__background{position:absolute;inset:0;z-index:-1;overflow:hidden}
.sw-section__background img{position:absolute;inset:0;width:100%;height:100%;max-width:none;object-fit:cover}
.sw-section__background::after{content:'';position:absolute;inset:0;background:var(--sw-color-background,#fff);opacity:.8}
`
