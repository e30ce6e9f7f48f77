import { AspectRatio } from '@mantine/core';
import { youTubeEmbedUrl } from './embeds.ts';

/** A YouTube video (privacy-enhanced mode), 16:9 at any width. */
export function VideoFrame({ code, title }: { code: string; title: string }) {
  return (
    <AspectRatio ratio={16 / 9} className="content-embed">
      <iframe
        src={youTubeEmbedUrl(code)}
        title={title}
        loading="lazy"
        allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
        referrerPolicy="strict-origin-when-cross-origin"
        allowFullScreen
      />
    </AspectRatio>
  );
}
