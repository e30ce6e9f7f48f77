import { z } from 'zod';
import { text } from '../common/text.ts';

export const navThemes = ['light', 'dark'] as const;
export type NavTheme = (typeof navThemes)[number];

const hexColor = text().regex(
  /^#(?:[0-9a-fA-F]{3}){1,2}$/,
  /*i18n*/ 'Use a hex colour such as #029e66',
);

/** The address the API serves a stored file at: /api/v1/events/{eventId}/files/{fileId}[/{name}]. */
export const storedFileUrlPattern = /^\/api\/v1\/events\/([^/?#]+)\/files\/([^/?#]+)(?:\/[^?#]*)?$/;

/**
 * A branding image: empty, or the address of a file stored for the event (never a link to
 * another site or a `javascript:` URL; the server checks the file is this event's).
 */
const brandingImage = text().refine((value) => value === '' || storedFileUrlPattern.test(value), {
  message: /*i18n*/ 'Upload the image, or choose one from the asset library',
});

/** The branding fields that hold an image. */
export const brandingImageFields = ['logo', 'invertedLogo', 'iconLogo', 'loginImage'] as const;

/** Branding settings document (spec section 3). Logos hold a file URL or an empty string. */
export const brandingSchema = z.strictObject({
  id: z.literal('branding'),
  logo: brandingImage,
  invertedLogo: brandingImage,
  iconLogo: brandingImage,
  loginImage: brandingImage,
  navBgColor: hexColor,
  navTheme: z.enum(navThemes),
  autoLogo: z.boolean(),
});
export type Branding = z.infer<typeof brandingSchema>;

/**
 * Body of a full replace of the branding document: `id` may be left out, and `navTheme` is
 * always derived from `navBgColor` when it is saved (`withDerivedNavTheme`), so it may be too.
 */
export const replaceBrandingInputSchema = brandingSchema.extend({
  id: brandingSchema.shape.id.optional(),
  navTheme: brandingSchema.shape.navTheme.optional(),
});
export type ReplaceBrandingInput = z.infer<typeof replaceBrandingInputSchema>;

/** Body of a merge-set of the branding document. */
export const updateBrandingInputSchema = brandingSchema.partial();
export type UpdateBrandingInput = z.infer<typeof updateBrandingInputSchema>;

export const defaultBranding: Branding = {
  id: 'branding',
  logo: '',
  invertedLogo: '',
  iconLogo: '',
  loginImage: '',
  navBgColor: '#029e66',
  navTheme: 'dark',
  autoLogo: false,
};

/** Perceived brightness of a hex colour, 0 (black) to 255 (white), by the YIQ weighting. */
export function brightness(hex: string): number {
  let value = hex.replace('#', '');
  if (value.length === 3) value = [...value].map((c) => c + c).join('');
  const channel = (i: number) => Number.parseInt(value.slice(i, i + 2), 16);
  return (channel(0) * 299 + channel(2) * 587 + channel(4) * 114) / 1000;
}

/**
 * A dark navigation background gets light text ("dark" theme) and a light one dark text
 * ("light" theme). The default green #029e66 is dark, as the spec's defaults pair it.
 */
export function deriveNavTheme(navBgColor: string): NavTheme {
  return brightness(navBgColor) < 128 ? 'dark' : 'light';
}

/** The branding as it is saved: with its id and the nav theme its colour calls for. */
export function withDerivedNavTheme(branding: Omit<Branding, 'id' | 'navTheme'>): Branding {
  return {
    ...branding,
    id: 'branding',
    navTheme: deriveNavTheme(branding.navBgColor),
  };
}
