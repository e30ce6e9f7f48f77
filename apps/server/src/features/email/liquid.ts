import { randomBytes } from 'node:crypto';
import type { EmailVariable } from '@showdesk/domain/email-templates';
import { Liquid, type Template } from 'liquidjs';
import {
  brandedHtml,
  escapeHtml,
  hiddenSecret,
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

/** HTML that is safe to write as it is (sanitised rich text, or built here with escaping). */
export class SafeHtml {
  readonly html: string;
  constructor(html: string) {
    this.html = html;
  }
  toString() {
    return this.html;
  }
}

/** Limits that stop a template from hanging the server (LiquidJS's DoS options). */
export const liquidLimits = {
  /** Characters parsed in one parse() call. */
  parseLimit: 200_000,
  /** Milliseconds one render may take. */
  renderLimit: 1_000,
  /** Objects (array items, string pieces) one render may create. */
  memoryLimit: 10_000_000,
};

const brandKey = '__showdeskBrandColour';
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
  // No way around the escaping: the rich text values come as SafeHtml instead.
  delete engine.filters.raw;
  engine.registerFilter('button', function (this: { context: { globals: object } }, url, label) {
    if (url === null || url === undefined || url === '') return null;
    const colour = String((this.context.globals as Record<string, unknown>)[brandKey] ?? '#333');
    return buttonHtml(colour, String(label ?? 'Open'), String(url));
  });
  return engine;
}

/**
 * A button to a link, and the link written out for mail apps that show no buttons. The text
 * part shows it once as `Label: address` (see emailText).
 */
function buttonHtml(colour: string, label: string, url: string) {
  return new SafeHtml(
    `<p style="margin:24px 0"><a data-button href="${escapeHtml(url)}" style="background:${escapeHtml(colour)};color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(label)}</a></p><p data-html-only style="font-size:12px;color:#666">If the button does not work, paste this address into your browser:<br>${escapeHtml(url)}</p>`,
  );
}

const htmlEngine = makeEngine(htmlOutput);
const textEngine = makeEngine(textOutput);

/** A problem with a template: which part, what, and where (1-based line and column). */
export interface TemplateProblem {
  path: 'subject' | 'body';
  message: string;
  line?: number;
  column?: number;
}

export class TemplateError extends Error {
  readonly problem: TemplateProblem;
  constructor(problem: TemplateProblem) {
    const where = problem.line ? `, line ${problem.line}, column ${problem.column ?? 1}` : '';
    super(`${problem.path === 'subject' ? 'Subject' : 'Body'}${where}: ${problem.message}`);
    this.name = 'TemplateError';
    this.problem = problem;
  }
}

function problemOf(path: TemplateProblem['path'], error: unknown): TemplateProblem {
  const raw = error instanceof Error ? error.message : String(error);
  const at = /,?\s*line:(\d+), col:(\d+)/.exec(raw);
  const message = raw.replace(/,?\s*line:\d+, col:\d+/, '').trim() || 'Invalid template';
  return at ? { path, message, line: Number(at[1]), column: Number(at[2]) } : { path, message };
}

export interface CompiledEmail {
  subject: Template[];
  body: Template[];
}

function parsePart(
  engine: Liquid,
  path: TemplateProblem['path'],
  source: string,
  known: Set<string>,
  refused: ReadonlyMap<string, string> = new Map(),
) {
  let parsed: Template[];
  try {
    parsed = engine.parse(source);
  } catch (error) {
    throw new TemplateError(problemOf(path, error));
  }
  // strictVariables only fails on what a render reaches; a name in a branch not taken, or a
  // loop over an empty list, is found here, before anything is saved.
  const { globals } = engine.analyzeSync(parsed, { partials: false });
  for (const [name, places] of Object.entries(globals)) {
    if (known.has(name)) continue;
    const place = places[0]?.location;
    throw new TemplateError({
      path,
      message: refused.get(name) ?? `Unknown variable "${name}"`,
      ...(place ? { line: place.row, column: place.col } : {}),
    });
  }
  return parsed;
}

/**
 * Parses a subject and body and checks that they use only the given variables and known
 * filters and tags; a TemplateError names the part, line and column of the first problem.
 */
export function compileEmail(
  source: { subject: string; body: string },
  variables: readonly EmailVariable[],
): CompiledEmail {
  const known = new Set(variables.map((v) => v.name));
  // The subject is shown in the email log as it is: a secret link has no place there.
  const secretLinks = variables.filter((v) => v.type === 'secretLink').map((v) => v.name);
  const inSubject = new Set([...known].filter((name) => !secretLinks.includes(name)));
  const refused = new Map(
    secretLinks.map((name) => [
      name,
      `"${name}" is a secret link: it can be in the body only, never in the subject`,
    ]),
  );
  return {
    subject: parsePart(textEngine, 'subject', source.subject, inSubject, refused),
    body: parsePart(htmlEngine, 'body', source.body, known),
  };
}

/**
 * The model as templates see it: declared rich text wrapped as SafeHtml, absent values null,
 * and each secret link replaced by a stand-in (`markers`: stand-in → real link). A template
 * never sees a secret link, so no filter or condition can copy it, cut it up or spell it out
 * somewhere the email log would not recognise it: the real link is put in place of its
 * stand-in after rendering (`withSecretLinks`), exactly where the template wrote the
 * variable, and the log hides it there. A stand-in a filter changed stays a dead string.
 */
function scopeOf(
  variables: readonly EmailVariable[],
  model: Record<string, unknown>,
  markers: Map<string, string>,
) {
  const scope: Record<string, unknown> = {};
  for (const variable of variables) {
    const value = model[variable.name] ?? null;
    if (variable.type === 'secretLink' && typeof value === 'string' && value) {
      // Letters and digits only: HTML escaping and the button filter leave it as it is.
      const marker = `sdlink${randomBytes(12).toString('hex')}`;
      markers.set(marker, value);
      scope[variable.name] = marker;
      continue;
    }
    scope[variable.name] =
      variable.type === 'html' && typeof value === 'string'
        ? value
          ? new SafeHtml(value)
          : null
        : value;
  }
  return scope;
}

/** Writes each secret link (as `write` puts it) in place of its stand-in. */
function withSecretLinks(
  rendered: string,
  markers: Map<string, string>,
  write: (link: string) => string,
) {
  let out = rendered;
  for (const [marker, link] of markers) out = out.split(marker).join(write(link));
  return out;
}

const bareTagStyles: Record<string, string> = {
  p: 'margin:0 0 16px',
  ul: 'margin:0 0 16px;padding-left:20px',
  ol: 'margin:0 0 16px;padding-left:20px',
  li: 'margin:0 0 8px',
  h2: 'font-size:18px;margin:0 0 16px',
};

/** Inline styles for the plain tags a template writes (mail apps ignore style sheets). */
const styled = (html: string) =>
  html.replace(/<(p|ul|ol|li|h2)>/g, (_, tag: string) => `<${tag} style="${bareTagStyles[tag]}">`);

/**
 * The text part of an email, from the HTML of its body: a button becomes `Label: address`
 * (its written-out copy is left out), table rows `Label: value` lines, then paragraphs as the
 * rich text conversion makes them.
 */
export function emailText(bodyHtml: string): string[] {
  const prepared = bodyHtml
    .replace(/<p data-html-only[^>]*>.*?<\/p>/gis, '')
    .replace(
      /<a data-button href="([^"]*)"[^>]*>(.*?)<\/a>/gis,
      (_, href: string, label: string) => `${label}: ${href}`,
    )
    .replace(/<\/th>\s*<td[^>]*>/gi, ': ')
    .replace(/<\/tr>/gi, '<br>')
    .replace(/<\/table>/gi, '</p>');
  return richTextParagraphs(prepared);
}

function renderPart(
  engine: Liquid,
  path: TemplateProblem['path'],
  parsed: Template[],
  scope: object,
  globals: object,
): string {
  try {
    return String(engine.renderSync(parsed, scope, { globals }));
  } catch (error) {
    throw new TemplateError(problemOf(path, error));
  }
}

/**
 * Renders a compiled email for one recipient in the event's branded layout. The text part is
 * derived from the HTML (emailText) and signed with the event's name; `secrets` lists the
 * model's secret links (written only where the template wrote their variables), for the email
 * log to hide. A failure (a property the model lacks, a limit reached) is a TemplateError
 * naming the part.
 */
export function renderCompiledEmail(
  compiled: CompiledEmail,
  variables: readonly EmailVariable[],
  layout: SystemLayout,
  model: Record<string, unknown>,
): RenderedEmail {
  const markers = new Map<string, string>();
  const scope = scopeOf(variables, model, markers);
  const globals = { [brandKey]: layout.navBgColor };
  // compileEmail keeps secret links out of the subject; a stand-in that got there anyway is
  // shown as hidden, as the subject is logged as it is.
  const subject = renderPart(textEngine, 'subject', compiled.subject, scope, globals)
    .replace(/\s+/g, ' ')
    .trim();
  const body = styled(renderPart(htmlEngine, 'body', compiled.body, scope, globals));
  const text = [...emailText(body), `— ${layout.eventName}`].join('\n\n');
  return {
    subject: withSecretLinks(subject, markers, () => hiddenSecret),
    html: withSecretLinks(brandedHtml(layout, body), markers, escapeHtml),
    text: withSecretLinks(text, markers, (link) => link),
    secrets: [...markers.values()],
  };
}
