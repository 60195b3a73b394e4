import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PALETTE } from './palette';

/** Lucide's SVG files (lucide-static): 24×24 stroke drawings. */
const ICONS_DIR = path.join(path.dirname(require.resolve('lucide-static/package.json')), 'icons');

export function lucideIconExists(name: string): boolean {
  return /^[a-z0-9-]+$/.test(name) && existsSync(path.join(ICONS_DIR, `${name}.svg`));
}

const cache = new Map<string, string>();

/** The drawing inside a Lucide icon's <svg> element (paths, circles…), in its 24×24 space. */
function iconBody(name: string): string {
  let body = cache.get(name);
  if (body === undefined) {
    if (!lucideIconExists(name)) throw new Error(`Unknown Lucide icon "${name}"`);
    const svg = readFileSync(path.join(ICONS_DIR, `${name}.svg`), 'utf8');
    body = svg.slice(svg.indexOf('>', svg.indexOf('<svg')) + 1, svg.lastIndexOf('</svg>')).trim();
    cache.set(name, body);
  }
  return body;
}

/** A Lucide icon drawn at (x, y) with the given size and stroke colour, as an SVG group. */
export function placedIcon(name: string, x: number, y: number, size: number, colour: string, strokeWidth = 2): string {
  const scale = size / 24;
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${colour}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${iconBody(name)}</g>`;
}

export type IconTone = 'tile' | 'plain';

/**
 * A square icon image: on a rounded tile in the primary's light tint (feature and step icons),
 * or plain on a transparent background (tab and social-link icons, shown inline with text).
 */
export function iconSvg(name: string, size: number, tone: IconTone): string {
  const inner = tone === 'tile' ? size * 0.56 : size * 0.84;
  const offset = (size - inner) / 2;
  const tile =
    tone === 'tile' ? `<rect width="${size}" height="${size}" rx="${size * 0.22}" fill="${PALETTE.infoSurface}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${tile}${placedIcon(name, offset, offset, inner, PALETTE.primary)}</svg>`;
}
