import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

let purifier: ReturnType<typeof createDOMPurify> | null = null;
let serializer: { serializeToString(node: Node): string } | null = null;

/**
 * An uploaded SVG without anything that can run: DOMPurify's SVG profile drops <script>,
 * <foreignObject>, event handler attributes (onload, onclick, ...) and javascript: links. The
 * result is serialised as XML, so it still opens as an .svg file. Null when no <svg> is left.
 */
export function sanitiseSvg(svg: string): string | null {
  if (!purifier || !serializer) {
    const { window } = new JSDOM('');
    purifier = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    serializer = new window.XMLSerializer();
  }
  // RETURN_DOM answers the <body> the SVG was parsed into.
  const body = purifier.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    RETURN_DOM: true,
  }) as Element;
  const root = body.firstElementChild;
  if (root?.localName !== 'svg' || body.childElementCount !== 1) return null;
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serializer.serializeToString(root)}`;
}
