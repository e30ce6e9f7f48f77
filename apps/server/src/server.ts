/**
 * `npm start`: the server (server-main.ts), loaded after the faster resolution of its packages'
 * own imports is in place (lib/module-resolution.ts), which a static import would come before.
 */
import { resolveModulesFaster } from './lib/module-resolution.ts';

resolveModulesFaster();
await import('./server-main.ts');
