import type createDOMPurify from 'dompurify';
import { lazyModule } from '../../../lib/lazy-module.ts';

/** DOMPurify over a jsdom window of its own, made with the first SVG (lib/lazy-module.ts). */
const loadSvgPurifier = lazyModule(async () => {
  const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([
    import('dompurify'),
    import('jsdom'),
  ]);
  const { window } = new JSDOM('');
  const purifier = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
  keepToItself(purifier);
  const serializer: { serializeToString(node: Node): string } = new window.XMLSerializer();
  return { purifier, serializer };
});

/** A link an SVG may keep: to a part of itself, or an embedded raster image. */
const ownReference = /^(#|data:image\/(png|jpe?g|gif|webp);base64,)/i;
/** url(...) in CSS pointing anywhere but a part of the SVG itself. */
const outsideUrl = /url\(\s*(?!['"]?#)[^)]*\)/gi;

/**
 * Nothing in the SVG may reach outside it: an <image href="https://…">, a CSS @import or
 * url(https://…) would make every viewer's browser call someone else's server (tracking, or
 * content the organiser never saw). Links to parts of the SVG and embedded images stay.
 */
function keepToItself(purify: ReturnType<typeof createDOMPurify>) {
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if (name === 'href' || name === 'xlink:href') {
      if (!ownReference.test(data.attrValue.trim())) data.keepAttr = false;
    } else if (name === 'style') {
      data.attrValue = data.attrValue.replace(outsideUrl, 'none');
    }
  });
  purify.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'style' && node.textContent) {
      node.textContent = node.textContent
        .replace(/@import[^;]*;?/gi, '')
        .replace(outsideUrl, 'none');
    }
  });
}

/**
 * An uploaded SVG without anything that can run or reach outside it: DOMPurify's SVG profile
 * drops <script>, <foreignObject>, event handler attributes (onload, onclick, ...) and
 * javascript: links, and `keepToItself` drops outside links, @import and url()s. The result is
 * serialised as XML, so it still opens as an .svg file. Null when no <svg> is left.
 */
export async function sanitiseSvg(svg: string): Promise<string | null> {
  const { purifier, serializer } = await loadSvgPurifier();
  // RETURN_DOM answers the <body> the SVG was parsed into.
  const body = purifier.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    RETURN_DOM: true,
  }) as Element;
  const root = body.firstElementChild;
  if (root?.localName !== 'svg' || body.childElementCount !== 1) return null;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serializer.serializeToString(root)}`;
}
