// Run in a process of its own by image-resize.ts, so its memory figures are the resize's alone.
import { resizeImage } from '@showdesk/server/src/features/platform/uploads/resize-image.ts';
import { jpegPhoto } from '@showdesk/server/test/support/sample-files.ts';

const runs = Number(process.argv[2] ?? 3);
const photo = await jpegPhoto(4000, 3000, 90);
const baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 2);

const seconds: number[] = [];
let sizes: string[] = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const resized = await resizeImage(photo);
  seconds.push((performance.now() - started) / 1000);
  sizes = resized.map((r) => `${r.size} ${r.width}x${r.height}`);
}
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);

console.log(
  JSON.stringify({
    inputBytes: photo.length,
    seconds,
    sizes,
    baselineRss: baseline,
    peakRss: peak,
    // The OS's own high-water mark of the process (KiB), which no sampling can miss.
    maxRss: process.resourceUsage().maxRSS * 1024,
  }),
);
