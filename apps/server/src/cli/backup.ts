/** `npm run backup -- <file>`: see backup/commands.ts. */
import { BackupError } from '../backup/archive.ts';
import { backupDataDir } from '../backup/commands.ts';
import { loadConfig } from '../config.ts';
import { createFilesOwnerOnly } from '../db/data-dir.ts';

createFilesOwnerOnly();
const [file] = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const config = loadConfig();
if (!file) {
  console.error('Usage: npm run backup -- <archive.tar.gz>');
  process.exit(2);
}
if (config.databaseUrl) {
  console.error(
    'This installation runs on PostgreSQL (DATABASE_URL): back up the database with pg_dump and the files in your S3 bucket (see the README, "Backups").',
  );
  process.exit(2);
}
try {
  const { via } = await backupDataDir(config.dataDir, file);
  console.log(`Backup of ${config.dataDir} written to ${file} (through the ${via}).`);
} catch (error) {
  console.error(error instanceof BackupError ? error.message : error);
  process.exit(1);
}
