/** Where an onboarding video is hosted (spec section 3, onboarding). */
export type VideoSource = 'youTube' | 'vimeo';

const youTubeId = /^[A-Za-z0-9_-]{11}$/;

/**
 * The YouTube shortcode (the part after watch?v=) of a pasted link or of a bare code; null when
 * it is neither. Accepts watch, youtu.be, embed, shorts and live links.
 */
export function youTubeShortcode(input: string): string | null {
  const value = input.trim();
  if (youTubeId.test(value)) return value;
  let url: URL;
  try {
    url = new URL(value.includes('://') ? value : `https://${value}`);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\.|^m\./, '');
  let id: string | null = null;
  if (host === 'youtu.be') id = url.pathname.split('/')[1] ?? null;
  else if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    id = url.searchParams.get('v');
    const [, kind, rest] = url.pathname.split('/');
    if (!id && kind && ['embed', 'shorts', 'live', 'v'].includes(kind)) id = rest ?? null;
  }
  return id && youTubeId.test(id) ? id : null;
}

/** The numeric id of a Vimeo link (vimeo.com/123, player.vimeo.com/video/123), or null. */
export function vimeoId(input: string): string | null {
  let url: URL;
  try {
    const value = input.trim();
    url = new URL(value.includes('://') ? value : `https://${value}`);
  } catch {
    return null;
  }
  if (!/(^|\.)vimeo\.com$/.test(url.hostname)) return null;
  const id = url.pathname.split('/').find((part) => /^\d+$/.test(part));
  return id ?? null;
}

/** The address to embed a video in an iframe, or null when the link is not a video of `source`. */
export function videoEmbedUrl(input: string, source: VideoSource): string | null {
  if (source === 'youTube') {
    const id = youTubeShortcode(input);
    return id ? `https://www.youtube.com/embed/${id}` : null;
  }
  const id = vimeoId(input);
  return id ? `https://player.vimeo.com/video/${id}` : null;
}
