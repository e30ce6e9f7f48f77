import { z } from 'zod';

/**
 * The multipart form of an upload route with one file part, for the API reference only: the
 * route streams the file itself (platform/uploads/receive-upload.ts), so nothing checks it.
 */
export const uploadFormSchema = (description: string) =>
  z.object({ file: z.string().meta({ format: 'binary', description }) }).nullish();
