import { describe, expect, it } from 'vitest';
import { sanitiseSvg } from './sanitise-svg.ts';

const svg = (inner: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">${inner}</svg>`;

/** What is left of an SVG holding `inner` once sanitised (the tests here all keep some). */
const cleaned = async (inner: string) => (await sanitiseSvg(svg(inner)))!;

describe('sanitiseSvg', () => {
  it('drops scripts and event handlers', async () => {
    const clean = await cleaned('<script>alert(1)</script><rect onload="alert(2)" width="5"/>');
    expect(clean).not.toMatch(/script|onload|alert/);
    expect(clean).toContain('<rect');
  });

  it('drops images and links that reach another server, keeping links within the SVG', async () => {
    const clean = await cleaned(
      '<image href="https://tracker.example/pixel.png" width="1" height="1"/>' +
        '<image xlink:href="http://tracker.example/x.png"/>' +
        '<defs><linearGradient id="g"/></defs><a href="#g"><rect width="2"/></a>' +
        '<a href="https://elsewhere.example/"><rect width="3"/></a>' +
        '<image href="data:image/png;base64,iVBORw0KGgo="/>',
    );
    expect(clean).not.toContain('tracker.example');
    expect(clean).not.toContain('elsewhere.example');
    expect(clean).toContain('href="#g"');
    expect(clean).toContain('data:image/png;base64,iVBORw0KGgo=');
  });

  it('drops @import and outside url() from styles, keeping url(#…)', async () => {
    const clean = await cleaned(
      '<style>@import url("https://evil.example/a.css"); rect { fill: url(https://evil.example/p.svg#x); stroke: url(#g) }</style>' +
        '<rect style="fill: url(https://evil.example/q.png)" width="5"/>',
    );
    expect(clean).not.toContain('evil.example');
    expect(clean).not.toContain('@import');
    expect(clean).toContain('url(#g)');
  });

  it('answers null when no svg is left', async () => {
    expect(await sanitiseSvg('<script>alert(1)</script>')).toBeNull();
  });
});
