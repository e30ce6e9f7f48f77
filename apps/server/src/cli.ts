/**
 * `npm run showdesk -- <command>`: the operator's commands (cli-main.ts), loaded after the faster
 * resolution of their packages' own imports is in place (lib/module-resolution.ts).
 */
import { resolveModulesFaster } from './lib/module-resolution.ts';

resolveModulesFaster();
await import('./cli-main.ts');
