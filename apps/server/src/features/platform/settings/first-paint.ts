import type { Branding } from '@showdesk/domain/platform/branding';
import type { FastifyRequest } from 'fastify';
import { eventOfRequest } from '../events/request-event.ts';
import { readSettings } from './documents.ts';

/**
 * The event's navigation colours, written into index.html so the very first paint (before the
 * app's code and the session arrive) already carries the event's branding instead of a white
 * header. Kept per event for a short while; saving the branding forgets it at once.
 */
const ttlMs = 60_000;
const maxEntries = 1_000;
const cache = new Map<string, { style: string; until: number }>();

const hexColor = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

/** The <style> for a branding: CSS variables the shell reads, and the app's placeholder bar. */
export function brandingStyle(branding: Pick<Branding, 'navBgColor' | 'navTheme'>): string {
  // The stored colour is checked on save; checked again here, as it goes into HTML unescaped.
  if (!hexColor.test(branding.navBgColor)) return '';
  const foreground = branding.navTheme === 'dark' ? '#ffffff' : '#1a1b1e';
  return [
    '<style id="event-branding">',
    `:root{--nav-bg:${branding.navBgColor};--nav-fg:${foreground}}`,
    // Until the app mounts, the empty root of a member page paints the header bar in the event's
    // colour (the login and guest pages have no bar).
    '[data-shell] #root:empty::before{content:"";display:block;height:60px;background:var(--nav-bg)}',
    '</style>',
    `<meta name="theme-color" content="${branding.navBgColor}">`,
  ].join('');
}

/** The branding <style> of the request host's event, or '' when the host names no event. */
export async function firstPaintStyle(request: FastifyRequest): Promise<string> {
  let eventId: string;
  try {
    eventId = (await eventOfRequest(request)).id;
  } catch {
    return '';
  }
  const now = Date.now();
  const hit = cache.get(eventId);
  if (hit && hit.until > now) return hit.style;
  const branding = await readSettings(request.server.deps, eventId, 'branding');
  const style = brandingStyle(branding);
  if (cache.size >= maxEntries) cache.delete(cache.keys().next().value as string);
  cache.set(eventId, { style, until: now + ttlMs });
  return style;
}

/** Call after an event's branding is saved: its next page load paints the new colours. */
export function forgetFirstPaint(eventId: string) {
  cache.delete(eventId);
}
