import { z } from 'zod';

/**
 * PostgreSQL text and jsonb cannot hold U+0000, and no one types it: a NUL in any text a
 * request sends is refused with this message (a 400 with the field's path), never a 500.
 */
export const nulByteMessage = 'Text may not contain the NUL character (\\u0000)';

export const hasNulByte = (text: string) => text.includes('\u0000');

/**
 * The base of every text field of the API: a string without NUL. Use it where `z.string()`
 * would be used (`text().trim().max(200)`); the check shows in the API document as a pattern.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL character is what it refuses
  z.string(params).regex(/^[^\u0000]*$/, nulByteMessage);
