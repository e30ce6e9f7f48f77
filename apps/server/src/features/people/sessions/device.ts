import { unknownDevice } from '@showdesk/domain/people/account-sessions';

/**
 * Browsers by a mark of their own in the user agent, first match wins: the browsers built on
 * Chromium say "Chrome/" too and Chrome says "Safari/", so each comes before those it copies.
 */
const browsers: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChromium\//, 'Chromium'],
  [/\b(?:Headless)?Chrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** Systems the same way: iPads and phones say "like Mac OS X", Android says "Linux". */
const systems: ReadonlyArray<readonly [RegExp, string]> = [
  [/\biPhone\b|\biPod\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const find = (list: typeof browsers, agent: string) => list.find(([mark]) => mark.test(agent))?.[1];

/**
 * A session's device as a person recognises it: "Chrome on macOS", "Safari on iPhone";
 * "Unknown device" for no user agent or one that names no browser or system we know (a
 * script's). The text is ours, never the agent's own, so nothing a client sends is shown.
 */
export function deviceName(userAgent: string | null | undefined): string {
  // User agents are short; a long one is read only as far as real ones go.
  const agent = (userAgent ?? '').slice(0, 512);
  const browser = find(browsers, agent);
  const system = find(systems, agent);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `Browser on ${system}`;
  return unknownDevice;
}
