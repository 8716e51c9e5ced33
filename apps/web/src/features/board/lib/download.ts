/** Saves text the app made (an export) as a file. */
export function downloadText(fileName: string, text: string, type: string): void {
  downloadFile(fileName, new Blob([text], { type }));
}

/** Saves a file the app made (an export, an archive), through a temporary object URL. */
export function downloadFile(fileName: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file name from a title: lower case, dashes, nothing a file system minds. */
export function fileNameOf(title: string, extension: string, date = new Date()): string {
  const base =
    title
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'board';
  return `${base}-${date.toISOString().slice(0, 10)}.${extension}`;
}
