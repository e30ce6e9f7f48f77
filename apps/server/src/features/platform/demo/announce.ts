import { type DemoLogin, demoPastEdition, demoTotpSecret } from './seed.ts';

/** Where an event at `host` is reached on this installation: the public URL's port and scheme. */
function urlOfHost(publicUrl: string, host: string) {
  try {
    const url = new URL(publicUrl);
    url.hostname = host;
    return url.origin;
  } catch {
    return host;
  }
}

/** The demo's logins as the start prints them, and its past edition. */
export function printDemoLogins(logins: DemoLogin[], publicUrl: string, password: string) {
  const width = Math.max(...logins.map((l) => l.role.length)) + 1;
  const lines = logins.map((l) => `  ${l.role.padEnd(width)} ${l.email}`);
  const past = `${demoPastEdition.settings.eventName} (closed, copied into this year's)`;
  const platform = logins.find((l) => l.permissions === 'eventflowAdmin');
  const secondFactor = platform
    ? `The ${platform.role.toLowerCase()} (${platform.email}) also asks for a code from an authenticator app: add the key ${demoTotpSecret} to one (or scan otpauth://totp/Showdesk:${encodeURIComponent(platform.email)}?secret=${demoTotpSecret}&issuer=Showdesk).\n`
    : '';
  console.log(
    `\nDemo event created. Log in at ${publicUrl} with password "${password}":\n${lines.join('\n')}\n` +
      secondFactor +
      `Its past edition ${past} is at ${urlOfHost(publicUrl, demoPastEdition.host)}\n`,
  );
}
