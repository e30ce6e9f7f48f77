import { describe, expect, it } from 'vitest';
import { loneSurrogateMessage, nulByteMessage, text, unstorableTextMessage } from './text.ts';

describe('text()', () => {
  const name = text().trim().min(1).max(20);

  it('takes ordinary text, emoji (whole surrogate pairs) included', () => {
    expect(name.parse('  Stand 12 🎪 ')).toBe('Stand 12 🎪');
  });

  it('refuses a NUL byte anywhere', () => {
    const result = name.safeParse('a\u0000b');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(nulByteMessage);
  });

  it('refuses half of a surrogate pair, leading or trailing', () => {
    for (const value of ['a\ud800', '\udc00b', 'x\udfffy']) {
      expect(name.safeParse(value).error?.issues[0]?.message).toBe(loneSurrogateMessage);
    }
  });

  it('says why a string cannot be stored, or null', () => {
    expect(unstorableTextMessage('fine')).toBeNull();
    expect(unstorableTextMessage('\u0000')).toBe(nulByteMessage);
    expect(unstorableTextMessage('\ud83c')).toBe(loneSurrogateMessage);
  });
});
