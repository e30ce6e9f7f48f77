import { downloads } from '../../../db/schema/content.ts';
import { registerColumnsTranslatable } from '../../platform/translations/registry.ts';

/** A download's name and description in the event's other languages (the file is the same). */
registerColumnsTranslatable('downloads', {
  permission: 'moderator',
  table: downloads,
  title: downloads.name,
  texts: {
    name: { column: downloads.name, part: 'name' },
    description: { column: downloads.description, part: 'description' },
  },
});
