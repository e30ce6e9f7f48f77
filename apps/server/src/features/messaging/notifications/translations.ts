import { notifications } from '../../../db/schema/notifications.ts';
import { registerColumnsTranslatable } from '../../platform/translations/registry.ts';

/** A notification's title and text in the event's other languages. */
registerColumnsTranslatable('notifications', {
  permission: 'moderator',
  table: notifications,
  title: notifications.title,
  texts: {
    title: { column: notifications.title, part: 'title' },
    description: { column: notifications.description, part: 'body', format: 'html' },
  },
});
