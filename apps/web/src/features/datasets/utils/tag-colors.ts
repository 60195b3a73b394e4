import type { DatasetTagColors } from '@portal/shared';
import type { CSSProperties } from 'react';

/** WCAG AA for normal text. */
const MIN_TAG_CONTRAST = 4.5;

const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

function channels(hex: string): [number, number, number] {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16) / 255) as [number, number, number];
}

function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map((value) =>
    value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/**
 * The dataset tag's colours from the CMS (`mainTagColors`) as inline style, or undefined (the
 * token colours of `.dataset-tag` apply) when a colour is malformed or the pair is unreadable.
 */
export function tagStyle(colors: DatasetTagColors | null | undefined): CSSProperties | undefined {
  if (!colors || !HEX.test(colors.background) || !HEX.test(colors.text)) return undefined;
  if (contrastRatio(colors.background, colors.text) < MIN_TAG_CONTRAST) return undefined;
  return { backgroundColor: colors.background, color: colors.text };
}
