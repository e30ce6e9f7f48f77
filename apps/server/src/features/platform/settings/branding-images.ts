import { brandingSchema } from '@showdesk/domain/platform/branding';
import { imageKinds } from '@showdesk/domain/platform/uploads';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { newId } from '../../../lib/ids.ts';
import { withUpload } from '../uploads/receive-upload.ts';
import { storeUpload } from '../uploads/service.ts';
import { updateSettingsIn } from './documents.ts';

/** The image slots of the branding document and their storage folders (spec, calls 7.2). */
const slots = {
  logo: 'logo',
  invertedLogo: 'inverted-logo',
  iconLogo: 'icon-logo',
  loginImage: 'login-image',
} as const;
type Slot = keyof typeof slots;
const slotNames = Object.keys(slots) as [Slot, ...Slot[]];

/**
 * Uploads one branding image and sets it in the branding document in the same transaction, so
 * the document never points at a file that is not there. The slot's earlier file is deleted
 * once the new one is saved. Logos keep their format (a transparent PNG stays one); the login
 * image, a photo, is resized like any image.
 */
export const brandingImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/settings/branding/images/:slot',
    {
      config: { permission: 'admin' },
      schema: {
        tags: ['settings'],
        summary: 'Upload a branding image (logo, inverted logo, icon logo or login image)',
        description:
          'multipart/form-data with one image file (jpeg, png, webp or svg, at most 50MB). ' +
          "Errors: 413 (too large), 415 'Failed to upload logo' (not an image).",
        consumes: ['multipart/form-data'],
        params: z.object({ eventId: z.string(), slot: z.enum(slotNames) }),
        response: { 200: z.strictObject({ url: z.string(), branding: brandingSchema }) },
      },
    },
    async (request) => {
      const ctx = request.eventContext;
      const slot = request.params.slot;
      return withUpload(request, async (upload) => {
        const stored = await storeUpload(
          app.deps,
          {
            eventId: ctx.eventId,
            ownerType: 'branding',
            ownerId: slot,
            folder: `${ctx.eventId}/branding/${slots[slot]}/${newId()}`,
            upload,
            userId: ctx.userId,
            accept: imageKinds,
            images: slot === 'loginImage' ? 'sizes' : 'original',
            replaceOwnerFiles: true,
            invalidFileMessage: /*i18n*/ 'Failed to upload logo',
          },
          (tx, file) => updateSettingsIn(tx, app.deps, ctx, 'branding', { [slot]: file.url }),
        );
        return { url: stored.url, branding: stored.result };
      });
    },
  );
};
