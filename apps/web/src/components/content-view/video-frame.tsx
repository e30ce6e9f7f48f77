import { EmbedFrame } from './embed-frame.tsx';
import { youTubeEmbedUrl } from './embeds.ts';

/** A YouTube video (privacy-enhanced mode), 16:9 at any width. */
export function VideoFrame({ code, title }: { code: string; title: string }) {
  return (
    <EmbedFrame
      src={youTubeEmbedUrl(code)}
      title={title}
      allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}
