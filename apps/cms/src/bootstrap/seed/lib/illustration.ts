import { placedIcon } from './icons';
import { PALETTE } from './palette';

/**
 * A composed illustration for heroes and section images: the subject's main icon in a large
 * primary disc, up to three related icons on white cards linked to it, over a light backdrop
 * with a dot grid. Built from the page's own subject (the icons named in media.yaml) and the
 * design tokens, so it reads as part of the site rather than as a placeholder.
 */
const CARD_SPOTS: ReadonlyArray<readonly [number, number]> = [
  [0.2, 0.3],
  [0.8, 0.3],
  [0.76, 0.74],
  [0.24, 0.74],
];
const CARD_COLOURS = [PALETTE.accent, PALETTE.success, PALETTE.link];

export function illustrationSvg(width: number, height: number, icons: readonly string[]): string {
  const [main, ...others] = icons;
  if (!main) throw new Error('An illustration needs at least one icon');
  const unit = Math.min(width, height);
  const cx = width / 2;
  const cy = height / 2;
  const discRadius = unit * 0.27;
  const card = unit * 0.24;
  const spots = others.slice(0, 3).map((name, i) => {
    const [fx, fy] = CARD_SPOTS[i] ?? [0.5, 0.5];
    // Cards stay near the disc on wide images instead of drifting to the far edges.
    const x = cx + (fx - 0.5) * Math.min(width, height * 2.1);
    const y = fy * height;
    return { name, x, y, colour: CARD_COLOURS[i % CARD_COLOURS.length] ?? PALETTE.link };
  });
  const dots: string[] = [];
  const step = unit / 9;
  for (let x = step / 2; x < width; x += step)
    for (let y = step / 2; y < height; y += step)
      dots.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(unit / 260).toFixed(2)}"/>`);
  const links = spots
    .map(
      (spot) =>
        `<line x1="${cx}" y1="${cy}" x2="${spot.x.toFixed(1)}" y2="${spot.y.toFixed(1)}" stroke="${PALETTE.border}" stroke-width="${unit / 120}" stroke-dasharray="${unit / 40} ${unit / 60}"/>`,
    )
    .join('');
  const cards = spots
    .map((spot) => {
      const x = spot.x - card / 2;
      const y = spot.y - card / 2;
      return `<rect x="${(x + unit / 90).toFixed(1)}" y="${(y + unit / 60).toFixed(1)}" width="${card}" height="${card}" rx="${card * 0.22}" fill="${PALETTE.primary}" fill-opacity="0.10"/>
<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${card}" height="${card}" rx="${card * 0.22}" fill="${PALETTE.surface}" stroke="${PALETTE.surfaceSunken}" stroke-width="${unit / 200}"/>
${placedIcon(spot.name, x + card * 0.22, y + card * 0.22, card * 0.56, spot.colour)}`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="backdrop" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${PALETTE.surfaceMuted}"/><stop offset="1" stop-color="${PALETTE.infoSurface}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#backdrop)"/>
<g fill="${PALETTE.primary}" fill-opacity="0.12">${dots.join('')}</g>
<circle cx="${cx}" cy="${cy}" r="${discRadius * 1.55}" fill="${PALETTE.primary}" fill-opacity="0.06"/>
${links}
<circle cx="${cx}" cy="${cy + unit / 50}" r="${discRadius}" fill="${PALETTE.primaryStrong}" fill-opacity="0.18"/>
<circle cx="${cx}" cy="${cy}" r="${discRadius}" fill="${PALETTE.primary}"/>
${placedIcon(main, cx - discRadius * 0.55, cy - discRadius * 0.55, discRadius * 1.1, PALETTE.surface, 1.6)}
${cards}
</svg>`;
}
