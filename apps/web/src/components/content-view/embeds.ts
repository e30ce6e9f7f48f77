/**
 * What a Google map section shows: the place of an address, or of a pasted Google Maps link
 * (its search, its place name or its coordinates).
 */
export function mapQuery(value: string): string {
  const input = value.trim();
  if (!/^https?:\/\//i.test(input)) return input;
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return input;
  }
  const search = url.searchParams.get('q') ?? url.searchParams.get('query');
  if (search) return search;
  const place = url.pathname.match(/\/maps\/(?:place|search)\/([^/]+)/);
  if (place?.[1]) return decodeURIComponent(place[1].replace(/\+/g, ' '));
  const at = url.pathname.match(/@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)/);
  if (at) return `${at[1]},${at[2]}`;
  return input;
}

/** The address of the embedded map (Google's keyless embed, allowed by the app's CSP). */
export function mapEmbedUrl(value: string): string {
  const input = value.trim();
  // A link copied from Google's "Embed a map" already is one.
  if (/^https:\/\/www\.google\.com\/maps\/embed\?/i.test(input)) return input;
  return `https://www.google.com/maps?q=${encodeURIComponent(mapQuery(input))}&output=embed`;
}

/** Where "Open in Google Maps" goes: a pasted link itself, or a search for the address. */
export function mapLinkUrl(value: string): string {
  const input = value.trim();
  if (/^https?:\/\//i.test(input)) return input;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(input)}`;
}

/** The privacy-enhanced embed of a YouTube video by its shortcode. */
export const youTubeEmbedUrl = (code: string) =>
  `https://www.youtube-nocookie.com/embed/${encodeURIComponent(code)}?rel=0`;
