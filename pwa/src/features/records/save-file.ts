/**
 * Hands a file to the browser's download: an object URL on a temporary <a download>, since the
 * export is fetched (with the session cookie and error handling), not navigated to. The URL is
 * revoked a moment later, once the browser has started saving it.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
