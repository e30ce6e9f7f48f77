import { createHmac } from 'node:crypto';

const base32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The bytes of a base32 key as an authenticator app reads it (spaces and padding ignored). */
function decodeBase32(key: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of key.replace(/[\s=]/g, '').toUpperCase()) {
    const index = base32.indexOf(char);
    if (index === -1) throw new Error(`not a base32 key: ${key}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((value >>> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/**
 * The code an authenticator app shows for `key` at `time` (RFC 6238: HMAC-SHA1, 30-second
 * steps, 6 digits), as a person reads it off their phone.
 */
export function totpCode(key: string, time = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 1000 / 30)));
  const digest = createHmac('sha1', decodeBase32(key)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const number = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 1_000_000).padStart(6, '0');
}
