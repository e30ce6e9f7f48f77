/**
 * Creates an embedded database's folder (PGlite's initdb) and exits: run by db/client.ts as a
 * process of its own on a first start, so that what initdb allocates (a second WebAssembly
 * instance, the new cluster dumped and copied whole) is returned with its process instead of
 * staying in the server's C heap (about 80 MB the allocator never gives back).
 */
import { PGlite } from '@electric-sql/pglite';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: pglite-init.ts <folder>');
const pglite = await PGlite.create({ dataDir });
await pglite.close();
