import { defaultTemplates } from './defaults.ts';
import { type EmailTemplateSet, renderTemplate } from './template-set.ts';

/**
 * The built-in templates alone, whatever an event has changed: the security emails of an
 * account that is not an accepted member of the event whose host it asked on (auth/service.ts).
 */
export const builtInTemplates: EmailTemplateSet = {
  render: (kind, layout, model) =>
    renderTemplate(kind, defaultTemplates[kind], layout, { ...model }),
};
