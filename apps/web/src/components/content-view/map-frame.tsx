import { EmbedFrame } from './embed-frame.tsx';
import { mapEmbedUrl } from './embeds.ts';

/** A Google map of an address or link, 16:9 at any width, loaded when scrolled near. */
export function MapFrame({ value, title }: { value: string; title: string }) {
  return (
    <EmbedFrame
      src={mapEmbedUrl(value)}
      title={title}
      referrerPolicy="no-referrer-when-downgrade"
    />
  );
}
