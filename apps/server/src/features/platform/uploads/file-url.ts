/**
 * The API address of a stored file. It ends in the file's name so a saved download is named
 * well; the id alone finds the file. A file never changes under its id (a new upload is a new
 * file), which is what lets browsers cache it for good.
 */
export function fileUrl(eventId: string, fileId: string, fileName: string): string {
  return `/api/v1/events/${eventId}/files/${fileId}/${encodeURIComponent(fileName)}`;
}
