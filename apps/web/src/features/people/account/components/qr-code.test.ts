import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrModulesPath } from './qr-code.tsx';

describe('qrModulesPath', () => {
  it('draws each run of dark modules in a row as one rectangle', () => {
    expect(
      qrModulesPath([
        [true, true, false, true],
        [false, false, false, false],
        [false, true, true, true],
      ]),
    ).toBe('M0 0h2v1h-2zM3 0h1v1h-1zM1 2h3v1h-3z');
  });

  it('covers exactly the dark modules of a real code', () => {
    const { data } = encode('otpauth://totp/Showdesk:ada%40example.com?secret=JBSWY3DPEHPK3PXP', {
      ecc: 'M',
      border: 4,
    });
    const dark = data.flat().filter(Boolean).length;
    const drawn = [...qrModulesPath(data).matchAll(/h(\d+)v1/g)].reduce(
      (sum, [, width]) => sum + Number(width),
      0,
    );
    expect(drawn).toBe(dark);
    // The quiet zone stays white.
    expect(data[0]!.some(Boolean)).toBe(false);
  });
});
