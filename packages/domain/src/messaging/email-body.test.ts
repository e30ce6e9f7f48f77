import { describe, expect, it } from 'vitest';
import { actionOf, type BodyNode, bodyToDoc, docToBody, outputLabel } from './email-body.ts';

const roundTrip = (body: string) => docToBody(bodyToDoc(body).doc);
const types = (body: string) => (bodyToDoc(body).doc.content ?? []).map((node) => node.type);

describe('email body ↔ rich text document', () => {
  const supported = [
    '<p>Hi {{ firstName | default: "there" }},</p>',
    "<p>You've been added to {{ teamName }} at {{ eventName }}.</p>",
    '<h2>{{ title }}</h2>',
    '<p><strong>Bold <em>and italic</em></strong>, <u>under</u> and <s>struck</s>.</p>',
    '<p>Read <a href="https://expo.example.com/rules?a=1&amp;b=2">the rules</a><br>then come.</p>',
    '<ul><li>One {{ teamName }}</li><li>Two</li></ul>',
    '<ol start="3"><li><p>Para</p><ul><li>Nested</li></ul></li></ol>',
    '<blockquote><p>Quoted</p></blockquote>',
    '<p>Q&amp;A &lt;tags&gt; and &#123;{ braces }} as words&nbsp;here</p>',
    '<p>Then a gap</p>\n<p></p>\n<p>and more</p>',
  ];

  it.each(supported)('reads %s as rich text and writes it back unchanged', (body) => {
    const { doc, keptLines, richSuits } = bodyToDoc(body);
    expect(keptLines).toEqual([]);
    expect(richSuits).toBe(true);
    expect(doc.content?.[0]?.type).not.toBe('liquidBlock');
    expect(docToBody(doc)).toBe(body);
  });

  it('shows a variable as a chip that writes back its Liquid, filters and all', () => {
    const [paragraph] = bodyToDoc('<p>Hi {{ firstName | default: "there" }},</p>').doc
      .content as BodyNode[];
    expect(paragraph?.content).toEqual([
      { type: 'text', text: 'Hi ' },
      { type: 'liquidVariable', attrs: { source: '{{ firstName | default: "there" }}' } },
      { type: 'text', text: ',' },
    ]);
    expect(outputLabel('{{ firstName | default: "there" }}')).toBe('firstName | default: "there"');
  });

  it('shows the action, a link button or a secret link’s system button, as one block', () => {
    const body = [
      '<p>Hello</p>',
      '{{ loginUrl | button: "Log in" }}',
      '{% button resetUrl "Reset password" %}',
    ].join('\n');
    expect(types(body)).toEqual(['paragraph', 'liquidAction', 'liquidAction']);
    expect(actionOf('{% button resetUrl "Reset password" %}')).toEqual({
      variable: 'resetUrl',
      label: 'Reset password',
    });
    expect(actionOf('{{ loginUrl | button: "Log in" }}')).toEqual({
      variable: 'loginUrl',
      label: 'Log in',
    });
    expect(roundTrip(body)).toBe(body);
  });

  it('detects what rich text cannot show and keeps it, as written, in its own blocks', () => {
    const tags = '{% for paragraph in paragraphs %}<p>{{ paragraph }}</p>{% endfor %}';
    const unusual = '<div style="margin:0 0 16px">{{ message }}</div>';
    const body = [
      '<p>Hi {{ firstName }},</p>',
      tags,
      '{% if hasPassword %}',
      '<p>Log in</p>',
      '{% else %}',
      '{% button setPasswordUrl "Set your password" %}',
      '{% endif %}',
      unusual,
      '<p class="x">An attribute</p>',
      '<p><b>Not the editor’s own tag</b></p>',
      '<p>Inline {% if x %}logic{% endif %}</p>',
      '{{ description }}',
      '',
      '<p>After a blank line</p>',
    ].join('\n');
    const { doc, keptLines } = bodyToDoc(body);
    expect(keptLines).toEqual([
      tags,
      '{% if hasPassword %}',
      '{% else %}',
      '{% endif %}',
      unusual,
      '<p class="x">An attribute</p>',
      '<p><b>Not the editor’s own tag</b></p>',
      '<p>Inline {% if x %}logic{% endif %}</p>',
    ]);
    expect(types(body)).toEqual([
      'paragraph',
      'liquidBlock',
      'liquidBlock',
      'paragraph',
      'liquidBlock',
      'liquidAction',
      'liquidBlock',
      'liquidBlock',
      'liquidBlock',
      'liquidBlock',
      'liquidBlock',
      'liquidBlock',
      'liquidBlock',
      'paragraph',
    ]);
    // Nothing is lost or rewritten.
    expect(docToBody(doc)).toBe(body);
  });

  it('says rich text does not suit a body that is mostly kept as written', () => {
    const logic = [
      '{% if isDigest %}<p>Teams</p>',
      '{% for team in teams %}<p>{{ team.name }}</p>{% endfor %}',
      '{% else %}<p>Tasks</p>{% endif %}',
      '<p>Open a task.</p>',
    ].join('\n');
    expect(bodyToDoc(logic).richSuits).toBe(false);
    expect(roundTrip(logic)).toBe(logic);
    expect(bodyToDoc('<p>Hi</p>\n{% if x %}<p>a</p>{% endif %}').richSuits).toBe(true);
  });

  it('reads an empty body as an empty editor and writes it back empty', () => {
    expect(roundTrip('')).toBe('');
    expect(roundTrip('<p></p>')).toBe('<p></p>');
    expect(docToBody({ type: 'doc', content: [{ type: 'paragraph' }] })).toBe('');
  });

  it('writes the editor’s own document canonically: marks nested in order, typed braces as text', () => {
    const doc: BodyNode = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Dear ', marks: [{ type: 'italic' }, { type: 'bold' }] },
            {
              type: 'liquidVariable',
              attrs: { source: '{{ firstName }}' },
              marks: [{ type: 'bold' }],
            },
            { type: 'text', text: ' {{ not a variable }} & {% not a tag %}' },
          ],
        },
        { type: 'heading', attrs: { level: 3 }, content: [{ type: 'text', text: 'Next' }] },
        {
          type: 'bulletList',
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    {
                      type: 'text',
                      text: 'a link',
                      marks: [
                        { type: 'link', attrs: { href: 'https://x.example/?a="1"', target: null } },
                      ],
                    },
                  ],
                },
              ],
            },
          ],
        },
        // A chip's source that is not a single output is written as text, never as Liquid.
        {
          type: 'paragraph',
          content: [{ type: 'liquidVariable', attrs: { source: '{% button resetUrl %}' } }],
        },
      ],
    };
    const body = docToBody(doc);
    expect(body).toBe(
      [
        '<p><strong><em>Dear </em>{{ firstName }}</strong> &#123;{ not a variable }} &amp; &#123;% not a tag %}</p>',
        '<h3>Next</h3>',
        '<ul><li><a href="https://x.example/?a=&quot;1&quot;">a link</a></li></ul>',
        '<p>&#123;% button resetUrl %}</p>',
      ].join('\n'),
    );
    // And it reads back as the same rich text.
    expect(bodyToDoc(body).keptLines).toEqual([]);
    expect(roundTrip(body)).toBe(body);
  });
});
