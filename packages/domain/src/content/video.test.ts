import { describe, expect, it } from 'vitest';
import { videoEmbedUrl, vimeoId, youTubeShortcode } from './video.ts';

describe('youTubeShortcode', () => {
  it('reduces a pasted link to the shortcode after watch?v=', () => {
    expect(youTubeShortcode('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s')).toBe(
      'dQw4w9WgXcQ',
    );
    expect(youTubeShortcode('youtu.be/dQw4w9WgXcQ?si=abc')).toBe('dQw4w9WgXcQ');
    expect(youTubeShortcode('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(youTubeShortcode('https://www.youtube.com/embed/dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
  });

  it('keeps a bare shortcode and refuses anything else', () => {
    expect(youTubeShortcode(' dQw4w9WgXcQ ')).toBe('dQw4w9WgXcQ');
    expect(youTubeShortcode('https://evil.example.com/watch?v=dQw4w9WgXcQ')).toBeNull();
    expect(youTubeShortcode('not a video')).toBeNull();
    expect(youTubeShortcode('https://www.youtube.com/watch?v=short')).toBeNull();
  });
});

describe('vimeoId and videoEmbedUrl', () => {
  it('finds the Vimeo id', () => {
    expect(vimeoId('https://vimeo.com/123456789')).toBe('123456789');
    expect(vimeoId('https://player.vimeo.com/video/123456789?h=abc')).toBe('123456789');
    expect(vimeoId('https://notvimeo.com/123')).toBeNull();
  });

  it('builds the embed address for the chosen source only', () => {
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ', 'youTube')).toBe(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
    );
    expect(videoEmbedUrl('https://vimeo.com/76979871', 'vimeo')).toBe(
      'https://player.vimeo.com/video/76979871',
    );
    expect(videoEmbedUrl('https://vimeo.com/76979871', 'youTube')).toBeNull();
  });
});
