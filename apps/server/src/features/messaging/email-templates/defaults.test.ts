import { bodyToDoc, docToBody } from '@showdesk/domain/messaging/email-body';
import { describe, expect, it } from 'vitest';
import { defaultTemplates } from './defaults.ts';

describe('the default emails in the rich text editor', () => {
  it.each(Object.entries(defaultTemplates))('%s reads back unchanged', (_kind, template) => {
    expect(docToBody(bodyToDoc(template.body).doc)).toBe(template.body);
  });

  it('opens in rich text except the Liquid-heavy task reminder', () => {
    const unsuited = Object.entries(defaultTemplates)
      .filter(([, template]) => !bodyToDoc(template.body).richSuits)
      .map(([kind]) => kind);
    expect(unsuited).toEqual(['taskReminder']);
  });
});
