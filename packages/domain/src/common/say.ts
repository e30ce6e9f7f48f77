// No zod here: the web app's entry reads this module (i18n/i18n.ts).

/** What a message says, by name: a number or a text that is not itself a message. */
export type MessageValues = Readonly<Record<string, string | number>>;

/**
 * A message with values, in English: what the API answers (the spec's words are English) and
 * what a check keeps. Its template is the message's id in the catalogues, marked where it is
 * written so `lingui extract` finds it: `say(/*i18n*\/ 'Use at most {max} characters', { max })`.
 * The server (to a caller asking for another language) and the web app say it in German or
 * French by finding the template again (`messageMatcher`).
 */
export function say(template: string, values: MessageValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A message as said, and the template and values it was said from. */
export interface SaidMessage {
  template: string;
  values: Record<string, string>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Finds a said message's template among a catalogue's ids: those with plain `{name}`
 * placeholders (no plural or select), each placeholder matching any text. The longest
 * template that matches wins, so a template's words are never taken for another's value.
 */
export function messageMatcher(ids: Iterable<string>): (message: string) => SaidMessage | null {
  const templates = [...ids]
    .filter((id) => /\{\w+\}/.test(id) && !/\{\w+,/.test(id))
    .sort((a, b) => b.length - a.length)
    .map((template) => {
      const names: string[] = [];
      const pattern = template
        .split(/(\{\w+\})/)
        .map((piece) => {
          const placeholder = /^\{(\w+)\}$/.exec(piece);
          if (!placeholder) return escapeRegExp(piece);
          names.push(placeholder[1]!);
          return '([\\s\\S]+?)';
        })
        .join('');
      return { template, names, pattern: new RegExp(`^${pattern}$`) };
    });
  return (message) => {
    for (const { template, names, pattern } of templates) {
      const found = pattern.exec(message);
      if (!found) continue;
      const values: Record<string, string> = {};
      names.forEach((name, index) => {
        values[name] = found[index + 1]!;
      });
      return { template, values };
    }
    return null;
  };
}
