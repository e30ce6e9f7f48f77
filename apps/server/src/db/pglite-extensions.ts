import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The extensions the migrations create (pg_trgm: the searches' trigram indexes), which the
 * embedded database must load whenever it is opened: by the app, a backup or a restore (an
 * index of an extension that is not loaded fails the first write that touches it).
 */
export const pgliteExtensions = { pg_trgm };
