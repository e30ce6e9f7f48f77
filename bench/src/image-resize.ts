import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

export interface ImageResizeResult {
  inputBytes: number;
  /** Wall time of each run (the first includes libvips' start-up). */
  seconds: number[];
  sizes: string[];
  baselineRss: number;
  peakRss: number;
  maxRss: number;
}

const child = fileURLToPath(new URL('./image-resize-child.ts', import.meta.url));

/**
 * Time and memory to turn one 12-megapixel JPEG (4000x3000) into the four sizes, measured in a
 * fresh process: the RSS rise over the process's idle size is what one resize costs.
 */
export async function measureImageResize(runs = 3): Promise<ImageResizeResult> {
  const { stdout } = await promisify(execFile)(process.execPath, [child, String(runs)], {
    env: { PATH: process.env.PATH ?? '' },
  });
  return JSON.parse(stdout) as ImageResizeResult;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export function printImageResize(result: ImageResizeResult) {
  const sorted = [...result.seconds].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(
    [
      '',
      'Image resize (12-megapixel JPEG → large, medium, small, thumb; JPEG q80)',
      `  input             4000x3000 JPEG, ${mb(result.inputBytes)} (${result.inputBytes} bytes)`,
      `  output            ${result.sizes.join(', ')}`,
      `  time              median ${(median * 1000).toFixed(0)} ms over ${sorted.length} runs (${sorted.map((s) => `${(s * 1000).toFixed(0)}`).join(', ')} ms)`,
      `  memory            peak RSS ${mb(result.peakRss)}, ${mb(result.peakRss - result.baselineRss)} over the idle process (${mb(result.baselineRss)}); OS high-water mark ${mb(result.maxRss)}`,
      '',
    ].join('\n'),
  );
}
