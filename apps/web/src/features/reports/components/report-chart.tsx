import { Bar, BarChart, CartesianGrid, LabelList, Legend, ResponsiveContainer, XAxis, YAxis } from 'recharts';

import { useT } from '@/lib/i18n';

/** One bar series: the row field it reads, its name (the legend) and its colour. */
export type ChartSeries<K extends string> = { key: K; name: string; color: string };

export type ReportChartProps<K extends string> = {
  /** One row per category: its label and a number per series. */
  rows: ReadonlyArray<{ label: string } & Record<K, number | null>>;
  series: ReadonlyArray<ChartSeries<K>>;
  /** What the categories are (an axis title) and what the values count (the other). */
  categoryAxis: string;
  valueAxis: string;
  /** The accessible name: the chart's title and the table that holds its figures. */
  label: string;
  /** Bars from the left (categories down the side), for long names or narrow screens. */
  horizontal: boolean;
};

// Okabe–Ito's colour-blind safe hues, darkened where needed for 3:1 against white (WCAG 1.4.11).
export const CHART_COLORS = {
  primary: '#0b3b5c',
  green: '#00795a',
  orange: '#c35400',
  red: '#b42318',
} as const;

const TEXT = '#1f2933';
const MUTED = '#52606d';

/**
 * A labelled bar chart (recharts): axis titles, every bar's value written at its end, a legend in
 * text colour. Drawn as an image with a name (`role="img"`): screen readers read the figures from
 * the table beside it, so the chart's own parts stay out of their way and out of the tab order.
 */
export function ReportChart<K extends string>({
  rows,
  series,
  categoryAxis,
  valueAxis,
  label,
  horizontal,
}: ReportChartProps<K>) {
  const t = useT();
  if (rows.length === 0) return <p className="report-chart__empty">{t('reports.noData')}</p>;

  // Room for every bar and its value: a band per category, wider with more series.
  const band = series.length * 22 + 18;
  const height = horizontal ? Math.max(160, rows.length * band + 110) : 320;
  const labelWidth = horizontal ? Math.min(160, Math.max(72, ...rows.map((row) => row.label.length * 7))) : 0;
  const tick = { fill: TEXT, fontSize: 13 };
  const axisTitle = { fill: MUTED, fontSize: 13 };

  return (
    <div className="report-chart" role="img" aria-label={label}>
      {/* The category axis' title, above the labels that run down the side. */}
      {horizontal ? <p className="report-chart__axis">{categoryAxis}</p> : null}
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 640, height }}>
        <BarChart
          data={[...rows]}
          layout={horizontal ? 'vertical' : 'horizontal'}
          margin={{ top: 8, right: 40, bottom: 28, left: horizontal ? 4 : 16 }}
          barCategoryGap={6}
          accessibilityLayer={false}
        >
          <CartesianGrid stroke="#c5ccd5" strokeDasharray="3 3" />
          {horizontal ? (
            <>
              <XAxis
                type="number"
                allowDecimals={false}
                tick={tick}
                label={{ value: valueAxis, position: 'insideBottom', offset: -18, ...axisTitle }}
              />
              <YAxis type="category" dataKey="label" width={labelWidth} tick={tick} interval={0} />
            </>
          ) : (
            <>
              <XAxis
                dataKey="label"
                tick={tick}
                label={{ value: categoryAxis, position: 'insideBottom', offset: -18, ...axisTitle }}
              />
              <YAxis
                allowDecimals={false}
                tick={tick}
                label={{ value: valueAxis, angle: -90, position: 'insideLeft', ...axisTitle }}
              />
            </>
          )}
          <Legend
            verticalAlign="top"
            height={32}
            // The series' own order (received, approved, denied), not the names' alphabetical one.
            itemSorter={null}
            formatter={(value) => <span className="report-chart__legend">{String(value)}</span>}
          />
          {series.map((item) => (
            <Bar key={item.key} dataKey={item.key} name={item.name} fill={item.color} isAnimationActive={false}>
              <LabelList dataKey={item.key} position={horizontal ? 'right' : 'top'} fill={TEXT} fontSize={12} />
            </Bar>
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
