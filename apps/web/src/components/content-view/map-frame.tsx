import { AspectRatio } from '@mantine/core';
import { mapEmbedUrl } from './embeds.ts';

/** A Google map of an address or link, 16:9 at any width, loaded when scrolled near. */
export function MapFrame({ value, title }: { value: string; title: string }) {
  return (
    <AspectRatio ratio={16 / 9} className="content-embed">
      <iframe
        src={mapEmbedUrl(value)}
        title={title}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        allowFullScreen
      />
    </AspectRatio>
  );
}
