import { createHash, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * The one-time code that guards first-run setup (as Gitea and Grafana do): printed in the
 * server log at start while the installation has no event, so that whoever reaches the address
 * first cannot take the installation. Only its SHA-256 is kept, in this process's memory; each
 * start makes a new one, and it is void once setup has completed. With several app processes
 * each prints its own code, valid on that process only (or use `npm run showdesk -- setup`).
 */

// No 0/O, 1/I/L: easy to copy from a log by eye.
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const digest = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toUpperCase()).digest();

const codes = new WeakMap<object, Buffer | null>();

/** A fresh random code such as `K7QM-2XHA-P9TD`. */
export function randomSetupCode(): string {
  const group = () =>
    Array.from({ length: 4 }, () => alphabet[randomInt(alphabet.length)]).join('');
  return [group(), group(), group()].join('-');
}

/**
 * Makes a new code for the installation behind `key` (the app's database), keeps its hash and
 * returns it for the log. Any earlier code of this process stops working.
 */
export function issueSetupCode(key: object): string {
  const code = randomSetupCode();
  codes.set(key, digest(code));
  return code;
}

/** Whether `code` is the current one, compared in constant time. */
export function isSetupCode(key: object, code: string): boolean {
  const expected = codes.get(key);
  if (!expected) return false;
  return timingSafeEqual(expected, digest(code));
}

/** Voids the code once setup has completed. */
export function voidSetupCode(key: object) {
  codes.set(key, null);
}
