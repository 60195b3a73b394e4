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
  const titleLines = wrap(data.title, layout === 'mobile' ? 40 : 90);
  const fontSize = layout === 'mobile' ? 15 : 16;
  const titleHeight = titleLines.length * 28 + 24;
  const category = {
    field: 'label',
    type: 'nominal' as const,
    sort: null,
    title: data.categoryTitle,
    axis: { labelLimit: layout === 'mobile' ? 230 : 420, labelAngle: horizontal ? 0 : data.bars.length > 12 ? -45 : 0 },
  };
  const value = {
    field: 'value',
    type: 'quantitative' as const,
    title: data.valueTitle,
    axis: { format: data.format, tickCount: 5 },
  };
  const encoding = horizontal ? { y: category, x: value } : { x: category, y: value };
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    width: width - (horizontal ? (layout === 'mobile' ? 330 : 420) : 130),
    height: height - titleHeight - (horizontal ? 90 : data.bars.length > 12 ? 150 : 110),
    background: PALETTE.surface,
    padding: 24,
    title: {
      text: titleLines,
      anchor: 'start',
      fontSize: layout === 'mobile' ? 20 : 22,
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
          fontSize: fontSize - (data.bars.length > 12 ? 3 : 0),
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
