/** Saves a file the browser holds (a downloaded Blob) under the given name, through a temporary link. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // some browsers read the Blob after click() returns: release it a moment later
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
