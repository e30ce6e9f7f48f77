import { z } from 'zod';

/**
 * PostgreSQL text and jsonb cannot hold U+0000, and no one types it: a NUL in any text a
 * request sends is refused with this message (a 400 with the field's path), never a 500.
 */
export const nulByteMessage = /*i18n*/ 'Text may not contain the NUL character (\\u0000)';

/**
 * Half of a UTF-16 surrogate pair on its own is not a character: a jsonb column refuses it
 * (a 500 before this check) and a text column silently stores U+FFFD in its place.
 */
export const loneSurrogateMessage =
  /*i18n*/ 'Text must be valid Unicode (it has half of a character pair)';

export const hasNulByte = (text: string) => text.includes('\u0000');

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
export const hasLoneSurrogate = (text: string) => loneSurrogate.test(text);

/** Why a text cannot be stored as sent, or null when it can. */
export function unstorableTextMessage(text: string): string | null {
  if (hasNulByte(text)) return nulByteMessage;
  if (hasLoneSurrogate(text)) return loneSurrogateMessage;
  return null;
}

/**
 * The base of every text field of the API: a string without NUL or lone surrogates. Use it
 * where `z.string()` would be used (`text().trim().max(200)`); the NUL check shows in the API
 * document as a pattern.
 */
export const text = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL character is what it refuses
    .regex(/^[^\u0000]*$/, nulByteMessage)
    .refine((value) => !hasLoneSurrogate(value), loneSurrogateMessage);
