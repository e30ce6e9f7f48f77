import { AppError } from '../lib/app-error.ts';

/**
 * Parses a JSON request body, refusing what could pollute prototypes: a `__proto__` key
 * anywhere, or a `constructor` key holding a `prototype` (what Fastify's own parser refuses,
 * but with a message that says why and where). JSON.parse itself makes such keys plain own
 * properties; they would only become dangerous once code merged them into another object.
 */
export function parseJsonBody(text: string): unknown {
  if (text.length === 0) {
    throw AppError.badRequest(
      /*i18n*/ "Body cannot be empty when content-type is set to 'application/json'",
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw AppError.badRequest(`Body is not valid JSON: ${(error as Error).message}`);
  }
  const path = forbiddenKeyPath(value, ['body']);
  if (path) {
    const name = path.at(-1) === '__proto__' ? '__proto__' : 'constructor.prototype';
    const message = `A property named ${name} is not allowed (it could change object prototypes)`;
    throw AppError.badRequest(message, [{ path: path.join('.'), message }]);
  }
  return value;
}

interface Node {
  value: unknown;
  key: string;
  parent: Node | null;
}

/**
 * Walks the parsed value without recursion, keeping a parent link rather than a path per node,
 * so a deeply nested body can neither overflow the stack nor cost quadratic memory.
 */
function forbiddenKeyPath(root: unknown, rootPath: string[]): string[] | null {
  const stack: Node[] = [{ value: root, key: rootPath.join('.'), parent: null }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const { value } = node;
    if (value === null || typeof value !== 'object') continue;
    for (const [key, child] of Object.entries(value)) {
      const isPrototypeHolder =
        key === 'constructor' &&
        child !== null &&
        typeof child === 'object' &&
        Object.hasOwn(child, 'prototype');
      if (key === '__proto__' || isPrototypeHolder) {
        const found = [...pathTo(node), key];
        return isPrototypeHolder ? [...found, 'prototype'] : found;
      }
      if (child !== null && typeof child === 'object') {
        stack.push({ value: child, key, parent: node });
      }
    }
  }
  return null;
}

/** The path of a node, built only once something was found (iteratively, for deep bodies). */
function pathTo(node: Node): string[] {
  const keys: string[] = [];
  for (let at: Node | null = node; at; at = at.parent) keys.push(at.key);
  return keys.reverse();
}
