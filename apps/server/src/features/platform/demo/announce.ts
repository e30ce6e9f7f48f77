import type { DemoLogin } from './seed.ts';

/** The demo's logins as the start prints them. */
export function printDemoLogins(logins: DemoLogin[], publicUrl: string, password: string) {
  const width = Math.max(...logins.map((l) => l.role.length)) + 1;
  const lines = logins.map((l) => `  ${l.role.padEnd(width)} ${l.email}`);
  console.log(
    `\nDemo event created. Log in at ${publicUrl} with password "${password}":\n${lines.join('\n')}\n`,
  );
}
