/**
 * Every kind of record the event's organisers translate, registered by the area that owns it
 * (features/platform/translations/registry.ts). Imported where translations are read or
 * written outside a request's routes too: the app, the demo seed's own process, the bench.
 */
import './content/translations.ts';
import './content/downloads/translations.ts';
import './content/card-layouts/translations.ts';
import './forms/translations.ts';
import './tasks/translations.ts';
import './suppliers/translations.ts';
import './messaging/notifications/translations.ts';
import './messaging/email-templates/translations.ts';
import './platform/settings/translations.ts';
