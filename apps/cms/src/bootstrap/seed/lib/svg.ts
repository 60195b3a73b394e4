/**
 * Drawings for demo images. They are deterministic (seeded by a label) so every boot
 * produces the same files, and simple enough to stay small as PNG.
 */
const PALETTE = ['#0b3d5c', '#11698e', '#19456b', '#16a085', '#2c7a7b', '#5b4b8a', '#b35c1e', '#8a1c4a'];

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );
}

function colour(label: string, offset = 0): string {
  return PALETTE[(hash(label) + offset) % PALETTE.length] ?? '#0b3d5c';
}

/** A wide banner: gradient, soft circles and an optional caption. */
export function bannerSvg(label: string, width = 1600, height = 700, caption?: string): string {
  const h = hash(label);
  const circles = Array.from({ length: 6 }, (_, i) => {
    const cx = ((h >> (i * 3)) % width) | 0;
    const cy = ((h >> (i * 2)) % height) | 0;
    const r = 80 + ((h >> i) % 220);
    return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" fill-opacity="0.08"/>`;
  }).join('');
  const text = caption
    ? `<text x="64" y="${height - 64}" font-family="sans-serif" font-size="56" fill="#ffffff" fill-opacity="0.9">${escapeXml(caption)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour(label)}"/><stop offset="1" stop-color="${colour(label, 3)}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>${circles}${text}</svg>`;
}

/** A square portrait placeholder with initials. */
export function portraitSvg(name: string, size = 480): string {
  const initials = name
    .split(/\s+/)
    .filter((part) => /^[A-Z]/.test(part))
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="100%" height="100%" fill="${colour(name)}"/>
<circle cx="${size / 2}" cy="${size * 0.4}" r="${size * 0.18}" fill="#ffffff" fill-opacity="0.25"/>
<rect x="${size * 0.22}" y="${size * 0.62}" width="${size * 0.56}" height="${size * 0.3}" rx="${size * 0.15}" fill="#ffffff" fill-opacity="0.25"/>
<text x="50%" y="${size * 0.47}" text-anchor="middle" font-family="sans-serif" font-size="${size * 0.16}" fill="#ffffff">${escapeXml(initials)}</text></svg>`;
}

/** A small square icon: a glyph on a rounded tile. */
export function iconSvg(label: string, glyph: string, size = 96): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="100%" height="100%" rx="${size * 0.2}" fill="${colour(label)}"/>
<text x="50%" y="62%" text-anchor="middle" font-family="sans-serif" font-weight="bold" font-size="${size * 0.42}" fill="#ffffff">${escapeXml(glyph)}</text></svg>`;
}

/** A bar chart for dataset statistics images (desktop: wide, mobile: tall). */
export function chartSvg(label: string, width: number, height: number, bars = 8): string {
  const h = hash(label);
  const gap = 12;
  const barWidth = (width - 96 - gap * (bars - 1)) / bars;
  const rects = Array.from({ length: bars }, (_, i) => {
    const value = 0.25 + (((h >> i) & 0xff) / 255) * 0.7;
    const bh = (height - 140) * value;
    return `<rect x="${48 + i * (barWidth + gap)}" y="${height - 48 - bh}" width="${barWidth}" height="${bh}" rx="6" fill="${colour(label, i)}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" fill="#f6f8fa"/>
<text x="48" y="64" font-family="sans-serif" font-size="32" fill="#1f2933">${escapeXml(label)}</text>
<line x1="48" y1="${height - 48}" x2="${width - 48}" y2="${height - 48}" stroke="#52606d" stroke-width="2"/>${rects}</svg>`;
}
