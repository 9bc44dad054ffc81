// Hands a file the admin fetched on the editor's session (CSV exports) to the browser as a download: the admin API
// needs the session's token header, so a plain link to the URL would be refused.
export function saveDownload(file: Blob, fileName: string): void {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(file);
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(link.href);
}
