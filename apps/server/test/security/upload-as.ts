import type { EventRow } from '../../src/features/platform/events/queries.ts';
import type { TestApp } from '../support/harness.ts';
import { sendMultipart } from '../support/multipart.ts';
import { pdfDocument, pngImage } from '../support/sample-files.ts';

/** Adds an image (or a PDF document) asset to the event and returns its id. */
export async function addAsset(
  t: TestApp,
  event: EventRow,
  headers: Record<string, string>,
  input: { name: string; kind?: 'image' | 'document' },
): Promise<string> {
  const file =
    input.kind === 'document'
      ? { fileName: 'doc.pdf', data: pdfDocument }
      : { fileName: 'image.png', data: await pngImage(64, 48) };
  const response = await sendMultipart(
    t,
    { url: `/api/v1/events/${event.id}/assets`, headers, fields: { name: input.name } },
    file,
  );
  if (response.statusCode !== 201) throw new Error(`asset upload: ${response.body}`);
  return response.json().id;
}
