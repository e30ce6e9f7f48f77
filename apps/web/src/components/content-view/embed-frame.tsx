import { AspectRatio } from '@mantine/core';
import type { HTMLAttributeReferrerPolicy } from 'react';

/** An embedded page (a map, a video), 16:9 at any width, loaded when scrolled near. */
export function EmbedFrame(props: {
  src: string;
  title: string;
  /** The features the embedded page may use. */
  allow?: string;
  referrerPolicy: HTMLAttributeReferrerPolicy;
}) {
  return (
    <AspectRatio ratio={16 / 9} className="content-embed">
      <iframe
        src={props.src}
        title={props.title}
        loading="lazy"
        allow={props.allow}
        referrerPolicy={props.referrerPolicy}
        allowFullScreen
      />
    </AspectRatio>
  );
}
