import { randomBytes } from 'node:crypto';
import type { EmailVariable } from '@showdesk/domain/messaging/email-templates';
import {
  type Context,
  type Emitter,
  Liquid,
  Tag,
  type TagToken,
  type Template,
  type TopLevelToken,
} from 'liquidjs';
import { serverI18n } from '../../../lib/i18n.ts';
import { buttonHtml, emailText, SafeHtml, scopeOf, styled } from './email-html.ts';
import { checkSecretLinks, misplacedButton } from './secret-links.ts';
import { TemplateError, type TemplateProblem } from './template-error.ts';
import {
  brandedHtml,
  escapeHtml,
  type RenderedEmail,
  richTextParagraphs,
  type SystemLayout,
} from './templates.ts';

/**
 * The sandbox organisers' email templates run in (LiquidJS). Values are HTML-escaped on output;
 * a variable declared `html` (rich text Showdesk sanitised or built) is passed as `SafeHtml`
 * and written as it is, and there is no `| raw` filter, so no other value can add markup.
 * Templates cannot read files (an empty in-memory template map; include, render and layout
 * are refused), read only own properties, and run under parse, time and memory limits.
 */

/** Limits that stop a template from hanging the server (LiquidJS's DoS options). */
export const liquidLimits = {
  /** Characters parsed in one parse() call. */
  parseLimit: 200_000,
  /** Milliseconds one render may take. */
  renderLimit: 500,
  /** Objects (array items, string pieces) one render may create. */
  memoryLimit: 10_000_000,
};

const refusedTags = ['include', 'render', 'layout'];

function htmlOutput(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof SafeHtml) return value.html;
  if (Array.isArray(value)) return value.map(htmlOutput).join('');
  return escapeHtml(String(value));
}

function textOutput(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof SafeHtml) return richTextParagraphs(value.html).join(' ');
  if (Array.isArray(value)) return value.map(textOutput).join('');
  return String(value);
}

/** Tags a secret link's button may not stand in: each would copy or repeat what it draws. */
const copyingTags = new Set(['capture', 'for', 'tablerow']);

/**
 * What one render keeps (renders are synchronous, one at a time in a thread): the brand colour,
 * the model's links, and the secret buttons drawn so far under their stand-ins.
 */
interface RenderState {
  colour: string;
  /** The language of the email's built-in words (a button's note, an unlabelled button). */
  language: string | undefined;
  scope: Record<string, unknown>;
  /** Secret links by variable name ('' or null: none for this recipient). */
  secretLinks: Map<string, string>;
  drawn: Map<string, { url: string; label: string; line: number; column: number }>;
}
let rendering: RenderState | null = null;

/** The label of a button its template gave none. */
function unlabelled(language: string | undefined) {
  const i18n = serverI18n(language);
  return i18n._('Open');
}

/** The button tags met while one template is parsed, for compileEmail to check. */
let parsing: ButtonTag[] | null = null;

/**
 * `{% button link "Label" %}`: the system's own button to one of the kind's links (and the link
 * written out beside it). The only way a secret link (set-password, reset, email change) gets
 * into an email: its URL is never a value the template can filter, concatenate, capture or put
 * in an attribute. The tag writes a random stand-in that the renderer replaces by the button
 * after rendering, and the email is then checked (secret-links.ts).
 */
class ButtonTag extends Tag {
  readonly variable: string;
  readonly label: string | null;
  readonly line: number;
  readonly column: number;
  constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid) {
    super(token, remainTokens, liquid);
    const match = /^\s*([A-Za-z_][\w-]*)\s*(?:,\s*)?(?:"([^"]*)"|'([^']*)')?\s*$/.exec(token.args);
    if (!match) throw new Error('Write a button as {% button linkName "Label" %}');
    this.variable = match[1] as string;
    this.label = match[2] ?? match[3] ?? null;
    const [line, column] = token.getPosition();
    this.line = line ?? 1;
    this.column = column ?? 1;
    parsing?.push(this);
  }
  render(_ctx: Context, emitter: Emitter): void {
    const state = rendering;
    if (!state) return;
    const label = this.label ?? unlabelled(state.language);
    if (state.secretLinks.has(this.variable)) {
      const url = state.secretLinks.get(this.variable);
      if (!url) return;
      // Letters and digits only: HTML escaping and the text part leave it as it is.
      const marker = `sdlink${randomBytes(12).toString('hex')}`;
      state.drawn.set(marker, { url, label, line: this.line, column: this.column });
      emitter.write(marker);
      return;
    }
    const url = state.scope[this.variable];
    if (typeof url === 'string' && url)
      emitter.write(buttonHtml(state.colour, label, url, state.language).html);
  }
}

function makeEngine(outputEscape: (value: unknown) => string) {
  const engine = new Liquid({
    strictVariables: true,
    strictFilters: true,
    ownPropertyOnly: true,
    outputEscape,
    // An empty in-memory map in place of the file system: nothing on disk can be read.
    templates: {},
    cache: false,
    ...liquidLimits,
  });
  for (const tag of refusedTags) {
    engine.registerTag(tag, {
      parse() {
        throw new Error(`The ${tag} tag is not available in email templates`);
      },
      *render() {},
    });
  }
  engine.registerTag('button', ButtonTag);
  // No way around the escaping: the rich text values come as SafeHtml instead.
  delete engine.filters.raw;
  engine.registerFilter('button', (url, label) => {
    if (url === null || url === undefined || url === '') return null;
    const language = rendering?.language;
    return buttonHtml(
      rendering?.colour ?? '#333',
      String(label ?? unlabelled(language)),
      String(url),
      language,
    );
  });
  return engine;
}

const htmlEngine = makeEngine(htmlOutput);
const textEngine = makeEngine(textOutput);

/** LiquidJS's words for its limits, as an organiser reads them. */
const limitMessages: Record<string, string> = {
  'template render limit exceeded': `The template took longer than ${liquidLimits.renderLimit / 1000} s to render (a loop too long?)`,
  'memory alloc limit exceeded': 'The template uses too much memory (a loop or a list too long?)',
};

function problemOf(path: TemplateProblem['path'], error: unknown): TemplateProblem {
  const raw = error instanceof Error ? error.message : String(error);
  const at = /,?\s*line:(\d+), col:(\d+)/.exec(raw);
  const said = raw.replace(/,?\s*line:\d+, col:\d+/, '').trim();
  const message = limitMessages[said] ?? (said || 'Invalid template');
  return at ? { path, message, line: Number(at[1]), column: Number(at[2]) } : { path, message };
}

export interface CompiledEmail {
  subject: Template[];
  body: Template[];
}

/** The templates directly inside one (an if's branches, a for's body, …). */
function childrenOf(template: Template): Template[] {
  const children = template.children?.(false, true);
  if (!children) return [];
  let step = children.next();
  while (!step.done) step = children.next(step.value);
  return step.value ?? [];
}

/** Every button tag with the names of the tags it stands inside. */
function* buttonsIn(
  templates: Template[],
  within: readonly string[] = [],
): Generator<[ButtonTag, readonly string[]]> {
  for (const template of templates) {
    if (template instanceof ButtonTag) yield [template, within];
    const name = (template as { name?: string }).name;
    yield* buttonsIn(childrenOf(template), name ? [...within, name] : within);
  }
}

interface PartRules {
  /** Variables the part may use. */
  known: Set<string>;
  /** Link variables a button may draw. */
  links: Set<string>;
  /** Secret links: only a button in the body may place one. */
  secretLinks: Set<string>;
}

const secretLinkMessage = (name: string, path: TemplateProblem['path']) =>
  path === 'subject'
    ? `"${name}" is a secret link: it can be in the body only, never in the subject`
    : `"${name}" is a secret link: place it with {% button ${name} "Label" %}, which draws its button; it cannot be written, changed or tested in a template`;

function parsePart(
  engine: Liquid,
  path: TemplateProblem['path'],
  source: string,
  rules: PartRules,
) {
  let parsed: Template[];
  const buttons: ButtonTag[] = [];
  parsing = buttons;
  try {
    parsed = engine.parse(source);
  } catch (error) {
    throw new TemplateError(problemOf(path, error));
  } finally {
    parsing = null;
  }
  // strictVariables only fails on what a render reaches; a name in a branch not taken, or a
  // loop over an empty list, is found here, before anything is saved.
  const { globals } = engine.analyzeSync(parsed, { partials: false });
  for (const [name, places] of Object.entries(globals)) {
    if (rules.known.has(name) && !rules.secretLinks.has(name)) continue;
    const place = places[0]?.location;
    throw new TemplateError({
      path,
      message: rules.secretLinks.has(name)
        ? secretLinkMessage(name, path)
        : `Unknown variable "${name}"`,
      ...(place ? { line: place.row, column: place.col } : {}),
    });
  }
  for (const [button, within] of buttonsIn(parsed)) {
    const at = { path, line: button.line, column: button.column };
    if (path === 'subject') {
      throw new TemplateError({ ...at, message: 'A button can be in the body only' });
    }
    if (!rules.links.has(button.variable) && !rules.secretLinks.has(button.variable)) {
      throw new TemplateError({
        ...at,
        message: rules.known.has(button.variable)
          ? `"${button.variable}" is not a link`
          : `Unknown variable "${button.variable}"`,
      });
    }
    const copying = within.find((name) => copyingTags.has(name));
    if (rules.secretLinks.has(button.variable) && copying) {
      throw new TemplateError({
        ...at,
        message: `The button of the secret link "${button.variable}" cannot be inside {% ${copying} %}: place it where it shows, once`,
      });
    }
  }
  return { parsed, buttons };
}

const rulesOf = (variables: readonly EmailVariable[]): PartRules => ({
  known: new Set(variables.map((v) => v.name)),
  links: new Set(variables.filter((v) => v.type === 'link').map((v) => v.name)),
  secretLinks: new Set(variables.filter((v) => v.type === 'secretLink').map((v) => v.name)),
});

/**
 * Parses a subject and body and checks that they use only the given variables and known
 * filters and tags, that secret links appear only as `{% button %}` tags in the body (never
 * inside a capture or a loop), and that the body places each of them; a TemplateError names
 * the part, line and column of the first problem.
 */
export function compileEmail(
  source: { subject: string; body: string },
  variables: readonly EmailVariable[],
): CompiledEmail {
  const rules = rulesOf(variables);
  const subject = parsePart(textEngine, 'subject', source.subject, rules);
  const body = parsePart(htmlEngine, 'body', source.body, rules);
  for (const name of rules.secretLinks) {
    if (body.buttons.some((button) => button.variable === name)) continue;
    const label = variables.find((v) => v.name === name)?.buttonLabel ?? 'Open';
    throw new TemplateError({
      path: 'body',
      message: `The email must place its secret link: add {% button ${name} "${label}" %}`,
    });
  }
  return { subject: subject.parsed, body: body.parsed };
}

/**
 * A subject alone rendered for one model, checked and rendered exactly as `compileEmail` and
 * `renderCompiledEmail` do it (the same engine, rules and sandbox; no secret link is in its
 * scope): what the email list shows, with the sample data, in place of the raw Liquid.
 */
export function renderSubject(
  subject: string,
  variables: readonly EmailVariable[],
  layout: SystemLayout,
  model: Record<string, unknown>,
): string {
  const { parsed } = parsePart(textEngine, 'subject', subject, rulesOf(variables));
  const { scope, secretLinks } = scopeOf(variables, model);
  rendering = {
    colour: layout.navBgColor,
    language: layout.language,
    scope,
    secretLinks,
    drawn: new Map(),
  };
  try {
    return renderSubjectPart(parsed, scope);
  } finally {
    rendering = null;
  }
}

const renderSubjectPart = (parsed: Template[], scope: object) =>
  renderPart(textEngine, 'subject', parsed, scope).replace(/\s+/g, ' ').trim();

function renderPart(
  engine: Liquid,
  path: TemplateProblem['path'],
  parsed: Template[],
  scope: object,
): string {
  try {
    return String(engine.renderSync(parsed, scope));
  } catch (error) {
    throw new TemplateError(problemOf(path, error));
  }
}

/**
 * Renders a compiled email for one recipient in the event's branded layout. The text part is
 * derived from the HTML (emailText) and signed with the event's name. Each secret link is
 * drawn only by the system's button where a `{% button %}` tag stands, and the finished email
 * is checked (checkSecretLinks): the link may appear nowhere else, in no attribute, style,
 * comment, subject or other text. `secrets` lists the links drawn, for the email log to hide.
 * A failure (a property the model lacks, a limit reached, a secret link out of place) is a
 * TemplateError naming the part, and the line and column where there is one.
 */
export function renderCompiledEmail(
  compiled: CompiledEmail,
  variables: readonly EmailVariable[],
  layout: SystemLayout,
  model: Record<string, unknown>,
): RenderedEmail {
  const { scope, secretLinks } = scopeOf(variables, model);
  const state: RenderState = {
    colour: layout.navBgColor,
    language: layout.language,
    scope,
    secretLinks,
    drawn: new Map(),
  };
  let subject: string;
  let rendered: string;
  rendering = state;
  try {
    subject = renderSubjectPart(compiled.subject, scope);
    rendered = renderPart(htmlEngine, 'body', compiled.body, scope);
  } finally {
    rendering = null;
  }
  let body = rendered;
  const markers = [...state.drawn.keys()];
  const misplaced = markers.length > 0 ? misplacedButton(rendered, markers) : null;
  if (misplaced) {
    const at = state.drawn.get(misplaced.marker);
    throw new TemplateError({
      path: 'body',
      message: misplaced.message,
      line: at?.line,
      column: at?.column,
    });
  }
  for (const [marker, button] of state.drawn) {
    const at = { path: 'body' as const, line: button.line, column: button.column };
    // A stand-in copied (or cut up) by a capture, a filter or a cycle is refused: the button
    // stands once, where its tag is.
    if (body.split(marker).length !== 2) {
      throw new TemplateError({ ...at, message: "The secret link's button was copied or changed" });
    }
    body = body.replace(
      marker,
      () => buttonHtml(layout.navBgColor, button.label, button.url, layout.language).html,
    );
  }
  const placed = [...state.drawn.values()];
  for (const [name, url] of secretLinks) {
    if (url && !placed.some((button) => button.url === url)) {
      throw new TemplateError({
        path: 'body',
        message: `The email did not place its secret link "${name}" for this recipient`,
      });
    }
  }
  body = styled(body);
  const text = [...emailText(body), `— ${layout.eventName}`].join('\n\n');
  const html = brandedHtml(layout, body);
  if (secretLinks.size > 0) {
    const problem = checkSecretLinks({ subject, html, body, text, placed });
    if (problem) throw new TemplateError({ path: 'body', ...problem });
  }
  return { subject, html, text, secrets: [...new Set(placed.map((button) => button.url))] };
}
