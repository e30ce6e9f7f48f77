/**
 * A faster resolution of the server's imports, giving Node's own answers.
 *
 * Node 24 reads a package's package.json again, and parses its whole exports map, for every
 * import it resolves into the package and for every `.js` file of it it loads (to learn the
 * file's format). drizzle-orm's package.json is 179 KB; the server loads 108 of its files and
 * imports it from hundreds of its own. Together that was about 0.9 s of CPU of the 4 s a start
 * spends loading modules, at every start of the server, of the first-start seed and of the CLI.
 *
 * `resolveModulesFaster()` registers a resolve hook that answers two kinds of import itself:
 * - a relative import (`./x.js`, `../y.mjs`) made by a file under node_modules, exactly as Node
 *   would: the URL the specifier names, its real path, and the format "module" (`.mjs`, or `.js`
 *   whose nearest package.json says `"type": "module"`, each package.json read once);
 * - a package imported by name from the app's own files: Node resolves it once per folder of the
 *   importing files (the answer depends on the folder and the conditions, not on the file).
 * Everything else (the app's relative imports, CommonJS or typeless packages, a missing file or
 * a folder) goes to Node's own resolution, which also reports the errors. An entry point calls
 * it before it imports anything else, with a dynamic import: static imports are resolved before
 * any code of the module that makes them runs.
 */
import fs from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The type of each folder's package scope: its nearest package.json's "type" (none: null). */
const scopeTypes = new Map<string, string | null>();

function scopeTypeOf(folder: string): string | null {
  const known = scopeTypes.get(folder);
  if (known !== undefined) return known;
  let type: string | null = null;
  const manifest = path.join(folder, 'package.json');
  if (fs.existsSync(manifest)) {
    const parsed = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { type?: unknown };
    type = typeof parsed.type === 'string' ? parsed.type : null;
  } else if (path.basename(folder) !== 'node_modules' && path.dirname(folder) !== folder) {
    // Node's lookup stops at a node_modules folder (a package without package.json is untyped).
    type = scopeTypeOf(path.dirname(folder));
  }
  scopeTypes.set(folder, type);
  return type;
}

/**
 * The resolution of a relative import from a file in node_modules into an ES module, or
 * undefined where Node's own resolution is needed.
 */
export function resolveWithinPackage(
  specifier: string,
  parentURL: string | undefined,
): { url: string; format: 'module' } | undefined {
  if (!parentURL?.startsWith('file:') || !parentURL.includes('/node_modules/')) return undefined;
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const target = new URL(specifier, parentURL);
  if (target.search || target.hash || /%2f|%5c/i.test(target.pathname)) return undefined;
  const extension = path.extname(target.pathname);
  if (extension !== '.js' && extension !== '.mjs') return undefined;
  let real: string;
  try {
    real = fs.realpathSync.native(fileURLToPath(target));
    if (!fs.statSync(real).isFile()) return undefined;
  } catch {
    return undefined; // Node reports the missing module in its own words.
  }
  if (extension === '.js' && scopeTypeOf(path.dirname(real)) !== 'module') return undefined;
  return { url: pathToFileURL(real).href, format: 'module' };
}

/**
 * What a package imported by name resolves to, for an importing file outside node_modules: the
 * same for every file of a folder (the key), under the same conditions. Undefined for what this
 * does not keep (relative and absolute specifiers, `node:` built-ins, files in node_modules).
 */
export function packageImportKey(
  specifier: string,
  context: { parentURL?: string | undefined; conditions?: readonly string[] },
): string | undefined {
  const { parentURL, conditions = [] } = context;
  if (!parentURL?.startsWith('file:') || parentURL.includes('/node_modules/')) return undefined;
  if (!/^(@[a-z0-9]|[a-z0-9])/i.test(specifier) || specifier.startsWith('node:')) return undefined;
  const folder = parentURL.slice(0, parentURL.lastIndexOf('/') + 1);
  return `${folder}\0${specifier}\0${conditions.join(',')}`;
}

let registered = false;

/** Registers the hook for this process (once). */
export function resolveModulesFaster() {
  if (registered) return;
  registered = true;
  const packageImports = new Map<string, { url: string; format?: string | null | undefined }>();
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = resolveWithinPackage(specifier, context.parentURL);
      if (resolved) return { ...resolved, shortCircuit: true };
      const key = packageImportKey(specifier, context);
      if (key === undefined) return nextResolve(specifier, context);
      const known = packageImports.get(key);
      if (known) return { ...known, shortCircuit: true };
      const answer = nextResolve(specifier, context);
      packageImports.set(key, { url: answer.url, format: answer.format });
      return answer;
    },
  });
}
