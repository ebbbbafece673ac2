/** Hands `blob` to the browser as a download named `fileName` (a Blob carries no name of its own). */
export function saveFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // the click has handed the file to the browser; the address may go once this task ends
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
