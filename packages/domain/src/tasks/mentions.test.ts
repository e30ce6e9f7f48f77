import { describe, expect, it } from 'vitest';
import {
  mentionedUserIds,
  mentionSegments,
  mentionsAsNames,
  mentionToken,
  newlyMentionedUserIds,
} from './mentions.ts';

describe('comment mentions', () => {
  it('writes a token that reads back as the same person', () => {
    const token = mentionToken('Jane Smith', 'abc-123');
    expect(token).toBe('@[Jane Smith](user:abc-123)');
    expect(mentionedUserIds(`Hi ${token}!`)).toEqual(['abc-123']);
  });

  it('drops brackets from a name so the token cannot end early', () => {
    const token = mentionToken('Jane [Ops] (Lead)', 'u1');
    expect(token).toBe('@[Jane Ops Lead](user:u1)');
    expect(mentionSegments(token)).toEqual([
      { kind: 'mention', name: 'Jane Ops Lead', userId: 'u1' },
    ]);
  });

  it('finds each person once, in order, and ignores what only looks like a mention', () => {
    const text =
      '@[B](user:b) and @[A](user:a), again @[B](user:b); not @[C](usr:c) nor @C nor [D](user:d)';
    expect(mentionedUserIds(text)).toEqual(['b', 'a']);
  });

  it('keeps only the people an edit newly mentions', () => {
    expect(newlyMentionedUserIds('@[A](user:a)', '@[A](user:a) and @[B](user:b)')).toEqual(['b']);
    expect(newlyMentionedUserIds('@[A](user:a)', 'nobody now')).toEqual([]);
    expect(newlyMentionedUserIds('', '@[A](user:a)')).toEqual(['a']);
  });

  it('cuts text into runs and mentions, and writes mentions as @Name', () => {
    const text = 'Ask @[Jo Bloggs](user:j1) about\nthe <b>stand</b>';
    expect(mentionSegments(text)).toEqual([
      { kind: 'text', text: 'Ask ' },
      { kind: 'mention', name: 'Jo Bloggs', userId: 'j1' },
      { kind: 'text', text: ' about\nthe <b>stand</b>' },
    ]);
    expect(mentionsAsNames(text)).toBe('Ask @Jo Bloggs about\nthe <b>stand</b>');
    expect(mentionSegments('')).toEqual([]);
  });
});
