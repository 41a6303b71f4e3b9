/** Saves a fetched file under `name` through an object URL (the way a download link would). */
export function saveBlob(blob: Blob, name: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled, so the browser has started reading it.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
