import {
  type ImageSize,
  imageQuality,
  imageSizeNames,
  imageSizes,
} from '@showdesk/domain/platform/uploads';
import { lazyModule } from '../../../lib/lazy-module.ts';

/** sharp (libvips) loads with the first image (lib/lazy-module.ts). */
export const loadSharp = lazyModule(async () => {
  const sharp = (await import('sharp')).default;
  // Decoded images are not kept around between uploads: memory goes back after each one.
  sharp.cache(false);
  return sharp;
});

/** Refuse decompression bombs: 100 megapixels is far above any camera photo. */
export const maxImagePixels = 100_000_000;

export interface ResizedImage {
  size: ImageSize;
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The upright size of an image, read from its header; throws when it is no image or has more
 * than `maxImagePixels` (a decompression bomb, even when it is kept as uploaded).
 */
export async function imageDimensions(input: string | Buffer) {
  const sharp = await loadSharp();
  const metadata = await sharp(input, { failOn: 'error' }).metadata();
  const { width, height } = metadata.autoOrient;
  if (width * height > maxImagePixels) throw new Error('The image has too many pixels');
  return { width, height };
}

/** The box of a size fitted inside `size`, keeping the aspect ratio and never enlarging. */
function fitInside(width: number, height: number, size: ImageSize) {
  const box = imageSizes[size];
  const scale = Math.min(box.width / width, box.height / height, 1);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * The four sizes of an image (spec section 9) as JPEG quality 80, turned upright by its EXIF
 * orientation, transparency flattened onto white, metadata (GPS, camera) dropped. The original
 * is decoded once, straight to the large size (JPEG shrink-on-load keeps a 12-megapixel photo
 * to a few tens of MB); the smaller sizes are made from that. Throws when it is not an image.
 */
export async function resizeImage(input: string | Buffer): Promise<ResizedImage[]> {
  const options = { limitInputPixels: maxImagePixels, failOn: 'error' as const };
  const { width, height } = await imageDimensions(input);
  const sharp = await loadSharp();
  const large = fitInside(width, height, 'large');
  const decoded = await sharp(input, { ...options, sequentialRead: true })
    .autoOrient()
    .flatten({ background: '#ffffff' })
    .resize({ ...large, fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = {
    width: decoded.info.width,
    height: decoded.info.height,
    channels: decoded.info.channels,
  };

  const resized: ResizedImage[] = [];
  for (const size of imageSizeNames) {
    const box = fitInside(width, height, size);
    const data = await sharp(decoded.data, { raw })
      .resize({ ...box, fit: 'fill' })
      .jpeg({ quality: imageQuality })
      .toBuffer();
    resized.push({ size, data, ...box });
  }
  return resized;
}

/**
 * A supplier logo (spec section 9): the image turned upright and fitted whole ("contain") in a
 * 256x256 transparent square, as PNG at quality 80. Throws when it is not an image.
 */
export async function resizeLogo(
  input: string | Buffer,
  box: { width: number; height: number },
  quality: number,
): Promise<Buffer> {
  await imageDimensions(input);
  const sharp = await loadSharp();
  return sharp(input, { limitInputPixels: maxImagePixels, failOn: 'error' })
    .autoOrient()
    .resize({ ...box, fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png({ quality })
    .toBuffer();
}
