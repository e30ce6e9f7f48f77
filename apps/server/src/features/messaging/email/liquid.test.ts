import { emailTemplateInfo, sampleModel } from '@showdesk/domain/messaging/email-template-info';
import { emailTemplateKinds } from '@showdesk/domain/messaging/email-templates';
import { describe, expect, it } from 'vitest';
import { defaultTemplates } from '../email-templates/defaults.ts';
import { renderTemplate } from '../email-templates/render.ts';
import { compileEmail, renderCompiledEmail } from './liquid.ts';
import { redactSecrets } from './redact.ts';
import { TemplateError } from './template-error.ts';

const layout = { eventName: 'Harbour Expo', navBgColor: '#123456' };
/** A kind without a secret link, for what every template may do. */
const vars = emailTemplateInfo.existingWelcome.variables;
/** A kind with one (setPasswordUrl). */
const secretVars = emailTemplateInfo.welcome.variables;
const problemOf = (source: { subject: string; body: string }, variables = secretVars) => {
  try {
    compileEmail(source, variables);
  } catch (error) {
    if (error instanceof TemplateError) return error;
    throw error;
  }
  throw new Error('compiled');
};
const render = (body: string, model: Record<string, unknown> = sampleModel('existingWelcome')) =>
  renderCompiledEmail(compileEmail({ subject: 'Hi', body }, vars), vars, layout, model);
const renderSecret = (body: string, model: Record<string, unknown>) =>
  renderCompiledEmail(compileEmail({ subject: 'Hi', body }, secretVars), secretVars, layout, model);

describe('email template renderer (LiquidJS sandbox)', () => {
  it('renders every default with its sample data', () => {
    for (const kind of emailTemplateKinds) {
      const email = renderTemplate(kind, defaultTemplates[kind], layout, sampleModel(kind));
      expect(email.subject, kind).not.toBe('');
      expect(email.html, kind).toContain('Harbour Expo');
      expect(email.text, kind).toContain('— Harbour Expo');
    }
  });

  it('refuses an unknown variable, naming the line and column, even in a branch not taken', () => {
    const error = problemOf({
      subject: 'Hi',
      body: '<p>Hi</p>\n{% if false %}\n  {{ secretThing }}{% endif %}',
    });
    expect(error.problem).toMatchObject({ path: 'body', line: 3, column: 6 });
    expect(error.message).toBe('Body, line 3, column 6: Unknown variable "secretThing"');
  });

  it('refuses a template that does not parse, and an unknown filter, with the line', () => {
    const unclosed = problemOf({ subject: 'Hi', body: 'one\ntwo {% if firstName %}' });
    expect(unclosed.problem.path).toBe('body');
    expect(unclosed.problem.line).toBe(2);
    const filter = problemOf({ subject: '{{ firstName | shout }}', body: '' });
    expect(filter.message).toMatch(/^Subject, line 1, column \d+: .*shout/);
  });

  it('escapes every value in the body, and has no raw filter to get around it', () => {
    const email = render('<p>{{ firstName }}</p>', {
      ...sampleModel('existingWelcome'),
      firstName: '<b>x</b>',
    });
    expect(email.html).toContain('&#60;b&#62;x&#60;/b&#62;');
    expect(email.html).not.toContain('<b>x</b>');
    expect(() => compileEmail({ subject: 'Hi', body: '{{ firstName | raw }}' }, vars)).toThrow(
      TemplateError,
    );
  });

  it('writes declared rich text as it is, and only that', () => {
    const info = emailTemplateInfo.adminNotification;
    const compiled = compileEmail(
      { subject: '{{ title }}', body: '{{ description }}{{ title }}' },
      info.variables,
    );
    const email = renderCompiledEmail(compiled, info.variables, layout, {
      ...sampleModel('adminNotification'),
      title: 'A <i>title</i> & more',
      description: '<p>Safe <strong>text</strong></p>',
    });
    expect(email.html).toContain('<p style="margin:0 0 16px">Safe <strong>text</strong></p>');
    expect(email.html).toContain('A &#60;i&#62;title&#60;/i&#62; &#38; more');
    // The subject is plain text: not escaped.
    expect(email.subject).toBe('A <i>title</i> & more');
  });

  it('reads no files: include, render and layout are refused', () => {
    for (const tag of ['include', 'render', 'layout']) {
      const error = problemOf({ subject: 'Hi', body: `{% ${tag} "/etc/passwd" %}` });
      expect(error.message).toContain(`The ${tag} tag is not available in email templates`);
    }
  });

  it('reads only own properties: an inherited one is an undefined variable', () => {
    expect(() =>
      render('{% for p in paragraphs %}[{{ p.constructor }}]{% endfor %}', {
        ...sampleModel('existingWelcome'),
        paragraphs: ['a'],
      }),
    ).toThrow('undefined variable: p.constructor');
  });

  it('stops a template that would run too long or use too much memory', () => {
    const slow =
      '{% for a in (1..100000) %}{% for b in (1..100000) %}{{ a }}{% endfor %}{% endfor %}';
    const started = Date.now();
    expect(() => render(slow)).toThrow(TemplateError);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(() => compileEmail({ subject: 'Hi', body: 'x'.repeat(300_000) }, vars)).toThrow(
      TemplateError,
    );
  });

  it('draws a secret link only as the system button, and returns it so the email log hides it', () => {
    const url = 'https://expo.example.com/auth/set-password?mode=setPassword&token=abcdefghijkl';
    const email = renderSecret('<p>Welcome</p>{% button setPasswordUrl "Set your password" %}', {
      ...sampleModel('welcome'),
      setPasswordUrl: url,
    });
    expect(email.secrets).toEqual([url]);
    expect(email.text).toContain(`Set your password: ${url}`);
    expect(email.html).toContain(`<a data-button href="${url.replace('&', '&#38;')}"`);
    const logged =
      redactSecrets(email.html, email.secrets) + redactSecrets(email.text, email.secrets);
    expect(logged).not.toContain('abcdefghijkl');
  });

  it('refuses any use of a secret link but its button tag, naming the line and column', () => {
    for (const body of [
      '{% button setPasswordUrl %}\n<p>{{ setPasswordUrl }}</p>',
      '{% button setPasswordUrl %}\n<p>{{ setPasswordUrl | url_encode }}</p>',
      '{% button setPasswordUrl %}\n{% if setPasswordUrl contains "a" %}x{% endif %}',
      '{% button setPasswordUrl %}\n{% assign x = setPasswordUrl %}',
    ]) {
      const error = problemOf({ subject: 'Hi', body });
      expect(error.problem, body).toMatchObject({ path: 'body', line: 2 });
      expect(error.message, body).toContain(
        '"setPasswordUrl" is a secret link: place it with {% button setPasswordUrl "Label" %}',
      );
    }
  });

  it('refuses an email that does not place its secret link', () => {
    const error = problemOf({ subject: 'Hi', body: '<p>Hello</p>' });
    expect(error.message).toBe(
      'Body: The email must place its secret link: add {% button setPasswordUrl "Set your password" %}',
    );
  });

  it('refuses a secret link in the subject, which the email log shows as it is', () => {
    const error = problemOf({ subject: 'Your link {{ setPasswordUrl }}', body: '' });
    expect(error.message).toBe(
      'Subject, line 1, column 14: "setPasswordUrl" is a secret link: it can be in the body only, never in the subject',
    );
  });
});
