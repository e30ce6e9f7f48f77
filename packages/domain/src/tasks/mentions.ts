/**
 * @mentions in comment and reply text (spec 7.5, commentNotification). The text stays plain
 * text; a mention is the token `@[Jane Smith](user:<userId>)`, which the composer inserts and
 * the thread shows as a highlighted name. The name is what the writer saw when mentioning; the
 * user id decides who is mailed (the server keeps only team members and organisers).
 */

const mentionPattern = /@\[([^\]\n]{1,200})\]\(user:([A-Za-z0-9_-]{1,100})\)/g;

/** The token for mentioning someone (brackets in the name would end it early: dropped). */
export function mentionToken(name: string, userId: string): string {
  const clean = name.replace(/[[\]()\n]/g, '').trim() || 'Someone';
  return `@[${clean}](user:${userId})`;
}

/** The distinct user ids mentioned in a text, in order of first mention. */
export function mentionedUserIds(text: string): string[] {
  const ids = new Set<string>();
  for (const match of text.matchAll(mentionPattern)) ids.add(match[2]!);
  return [...ids];
}

/** Those mentioned in `after` who were not already mentioned in `before` (an edit). */
export function newlyMentionedUserIds(before: string, after: string): string[] {
  const already = new Set(mentionedUserIds(before));
  return mentionedUserIds(after).filter((id) => !already.has(id));
}

export type TextSegment =
  | { kind: 'text'; text: string }
  | { kind: 'mention'; name: string; userId: string };

/** The text cut into plain runs and mentions, for showing (never as HTML). */
export function mentionSegments(text: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(mentionPattern)) {
    const start = match.index ?? 0;
    if (start > last) segments.push({ kind: 'text', text: text.slice(last, start) });
    segments.push({ kind: 'mention', name: match[1]!, userId: match[2]! });
    last = start + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/** The text with each mention written as `@Name` (emails, plain previews). */
export function mentionsAsNames(text: string): string {
  return mentionSegments(text)
    .map((s) => (s.kind === 'text' ? s.text : `@${s.name}`))
    .join('');
}
