/** `npm run restore -- <file> [--replace]`: see backup/commands.ts. */
import { BackupError } from '../backup/archive.ts';
import { restoreDataDir } from '../backup/commands.ts';
import { loadConfig } from '../config.ts';
import { createFilesOwnerOnly } from '../db/data-dir.ts';
import { DataDirLockedError } from '../db/lock-file.ts';

createFilesOwnerOnly();
const args = process.argv.slice(2);
const [file] = args.filter((arg) => !arg.startsWith('-'));
const config = loadConfig();
if (!file) {
  console.error('Usage: npm run restore -- <archive.tar.gz> [--replace]');
  process.exit(2);
}
if (config.databaseUrl) {
  console.error(
    'This installation runs on PostgreSQL (DATABASE_URL): restore the database with pg_restore or psql (see the README, "Backups").',
  );
  process.exit(2);
}
try {
  const { manifest, keptAside } = await restoreDataDir(config.dataDir, file, {
    replace: args.includes('--replace'),
  });
  console.log(
    `Restored the backup of ${manifest.createdAt} into ${config.dataDir}.${keptAside ? ` The installation it replaced is in ${keptAside}.` : ''} Start Showdesk with npm start.`,
  );
} catch (error) {
  if (error instanceof BackupError || error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
