/** Hands text to the browser as a file download (a CSV export, a calendar entry a phone offers to add). */
export function downloadTextFile(text: string, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next turn: Chromium reads the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
