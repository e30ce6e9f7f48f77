/**
 * What every process a test starts (a server, the CLI) is given of the test's environment: PATH,
 * and Node's compile cache when the run has one (vitest.config.ts), so that a server started
 * again and again reads its compiled modules instead of compiling them at every start.
 */
export function childEnv(): Record<string, string> {
  const { PATH = '', NODE_COMPILE_CACHE } = process.env;
  return NODE_COMPILE_CACHE ? { PATH, NODE_COMPILE_CACHE } : { PATH };
}
