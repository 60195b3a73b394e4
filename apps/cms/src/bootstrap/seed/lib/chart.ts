import type { Spec } from 'vega';
import { importEsm } from './esm';
import { PALETTE } from './palette';

type Vega = typeof import('vega');
/**
 * The part of vega-lite used here. Its typings are reachable only through package `exports`,
 * which the server's Node-style module resolution ignores, so the spec is checked by vega-lite
 * at run time (compile throws on an invalid spec).
 */
type TopLevelSpec = Record<string, unknown>;
interface VegaLite {
  compile(spec: TopLevelSpec): { spec: Spec };
}

export interface ChartData {
  title: string;
  /** Axis titles, units included (e.g. "Episodes (millions)"). */
  categoryTitle: string;
  valueTitle: string;
  /** d3-format pattern of the values, e.g. ",d" or ".1f". */
  format: string;
  bars: Array<{ label: string; value: number }>;
}

export type ChartLayout = 'desktop' | 'mobile';

export const CHART_SIZE: Record<ChartLayout, { width: number; height: number }> = {
  desktop: { width: 1200, height: 600 },
  mobile: { width: 600, height: 900 },
};

/** Number formats per locale: French groups thousands with a (no-break) space and uses a decimal comma. */
const NUMBER_LOCALES: Record<
  string,
  { decimal: string; thousands: string; grouping: number[]; currency: [string, string] }
> = {
  en: { decimal: '.', thousands: ',', grouping: [3], currency: ['$', ''] },
  fr: { decimal: ',', thousands: '\u00a0', grouping: [3], currency: ['', '\u00a0€'] },
};

/** Splits a title into lines of at most `max` characters (vega draws an array as lines). */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * A bar chart with title, axis titles (with units) and the value of every bar. Desktop draws
 * columns unless the labels are long; mobile always draws horizontal bars in a tall frame so
 * that the labels stay readable at phone width.
 */
function spec(data: ChartData, layout: ChartLayout, locale: string): TopLevelSpec {
  const { width, height } = CHART_SIZE[layout];
  const longestLabel = Math.max(...data.bars.map((bar) => bar.label.length));
  const horizontal = layout === 'mobile' || longestLabel > 14;
  const mobile = layout === 'mobile';
  // The mobile image is shown about 340 px wide on a phone (scaled by ~0.55): larger text keeps it legible.
  const fontSize = mobile ? (data.bars.length > 12 ? 19 : 24) : 16;
  const titleSize = mobile ? 30 : 22;
  const titleLines = wrap(data.title, mobile ? 26 : 90);
  const padding = 24;
  const labelLimit = mobile ? 220 : 420;
  const valueChars = Math.max(...data.bars.map((bar) => String(bar.value).length)) + 1;
  // vega sizes the plot area, not the whole frame: subtract estimated room for text around it.
  const titleHeight = titleLines.length * titleSize * 1.3 + 16;
  const axisTitle = fontSize + 14;
  const labelWidth = Math.min(labelLimit, longestLabel * fontSize * 0.6);
  const plotWidth = horizontal
    ? width - 2 * padding - labelWidth - axisTitle - valueChars * fontSize * 0.62 - 16
    : width - 2 * padding - valueChars * fontSize * 0.62 - axisTitle - 12;
  const rotatedLabels = !horizontal && data.bars.length > 12;
  const plotHeight =
    height -
    2 * padding -
    titleHeight -
    axisTitle -
    (rotatedLabels ? longestLabel * fontSize * 0.5 : fontSize + 12) -
    (horizontal ? 0 : fontSize + 8);
  const category = {
    field: 'label',
    type: 'nominal' as const,
    sort: null,
    title: data.categoryTitle,
    axis: { labelLimit, labelAngle: rotatedLabels ? -45 : 0 },
  };
  const value = {
    field: 'value',
    type: 'quantitative' as const,
    title: data.valueTitle,
    axis: { format: data.format, tickCount: mobile ? 3 : 5 },
  };
  const encoding = horizontal ? { y: category, x: value } : { x: category, y: value };
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    width: Math.round(plotWidth),
    height: Math.round(plotHeight),
    background: PALETTE.surface,
    padding,
    title: {
      text: titleLines,
      anchor: 'start',
      fontSize: titleSize,
      color: PALETTE.text,
      offset: 16,
    },
    config: {
      locale: { number: NUMBER_LOCALES[locale] ?? NUMBER_LOCALES.en },
      font: 'DejaVu Sans, Liberation Sans, sans-serif',
      axis: {
        labelFontSize: fontSize,
        titleFontSize: fontSize,
        labelColor: PALETTE.text,
        titleColor: PALETTE.textMuted,
        gridColor: PALETTE.surfaceSunken,
        domainColor: PALETTE.border,
        tickColor: PALETTE.border,
        titlePadding: 12,
      },
      view: { stroke: null },
    },
    data: { values: data.bars },
    layer: [
      { mark: { type: 'bar', color: PALETTE.primary, cornerRadiusEnd: 3 }, encoding },
      {
        mark: {
          type: 'text',
          color: PALETTE.text,
          fontSize: fontSize - (data.bars.length > 12 && !mobile ? 3 : 0),
          ...(horizontal ? { align: 'left', dx: 6 } : { baseline: 'bottom', dy: -4 }),
        },
        encoding: { ...encoding, text: { field: 'value', type: 'quantitative', format: data.format } },
      },
    ],
  };
}

/** Renders the chart to SVG in Node (vega's headless renderer: no browser, no canvas). */
export async function chartSvg(data: ChartData, layout: ChartLayout, locale: string): Promise<string> {
  const [vega, vl] = await Promise.all([importEsm<Vega>('vega'), importEsm<VegaLite>('vega-lite')]);
  const compiled = vl.compile(spec(data, layout, locale)).spec;
  const view = new vega.View(vega.parse(compiled), { renderer: 'none' });
  try {
    return await view.toSVG();
  } finally {
    view.finalize();
  }
}
