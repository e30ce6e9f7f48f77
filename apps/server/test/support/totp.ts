import { createHmac } from 'node:crypto';

/** The authenticator app the test rigs give every platform admin (harness.ts `login`). */
export const testTotpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(secret: string): Buffer {
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`Not a base32 secret: ${secret}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8)
    bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/**
 * The code an authenticator app shows for a base32 secret (as the set-up's `secret` and the
 * otpauth:// address give it): RFC 6238, SHA-1, 30-second steps, 6 digits. `stepsAhead`
 * moves the clock by whole steps (a code the app does not show now).
 */
export function totpCode(secret: string, { at = Date.now(), stepsAhead = 0 } = {}): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000) + stepsAhead));
  const digest = createHmac('sha1', base32Bytes(secret)).update(counter).digest();
  const offset = digest[digest.length - 1]! & 0x0f;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 1_000_000).padStart(6, '0');
}
