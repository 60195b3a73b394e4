import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import { z } from 'zod';
import { dataPath, readDataFile, SeedDataError } from './data-files';
import { CHART_SIZE, chartSvg, type ChartLayout } from './chart';
import { iconSvg, lucideIconExists } from './icons';
import { illustrationSvg } from './illustration';
import { findUpload, prepareUpload, storeUpload, uploadProcessing, type SeededMedia } from './media';
import { openMediaCache } from './media-cache';
import { makePdf } from './pdf';
import { portraitSvg } from './portrait';
import { dataSampleCsv } from '../content/data-sample';

const fileName = z
  .string()
  .regex(/^[a-z0-9-]+\.(png|jpg|webp|pdf|csv)$/, 'lower-case name ending in .png, .jpg, .webp, .pdf or .csv');
const lucide = z
  .string()
  .refine(lucideIconExists, { error: (issue) => `no Lucide icon named "${String(issue.input)}" in lucide-static` });
const pixels = z.number().int().positive().max(4000);

/** data/media.yaml: every demo picture and file, generated offline at seed time. */
const mediaEntry = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('illustration'),
    file: fileName,
    alt: z.string().min(1),
    width: pixels,
    height: pixels,
    icons: z.array(lucide).min(1).max(4),
  }),
  z.strictObject({
    kind: z.literal('icon'),
    file: fileName,
    alt: z.string(),
    icon: lucide,
    size: pixels,
    tone: z.enum(['tile', 'plain']).default('tile'),
  }),
  z.strictObject({
    kind: z.literal('portrait'),
    file: fileName,
    alt: z.string().min(1),
    seed: z.string().min(1),
    size: pixels,
  }),
  z.strictObject({
    kind: z.literal('pdf'),
    file: fileName,
    alt: z.string().min(1),
    title: z.string().min(1),
    lines: z.array(z.string()),
  }),
  z.strictObject({ kind: z.literal('data-sample'), file: fileName, alt: z.string().min(1) }),
]);
type MediaEntry = z.output<typeof mediaEntry>;

const text = z.union([z.string().min(1), z.record(z.string(), z.string().min(1))]);

/** data/charts.yaml: the figures of each dataset's statistics chart, per dataset slug. */
const chartEntry = z.strictObject({
  title: text,
  x: text,
  y: text,
  format: z.string().min(1),
  bars: z.array(z.strictObject({ label: text, value: z.number() })).min(1),
});

const CHART_LAYOUTS: readonly ChartLayout[] = ['desktop', 'mobile'];

/** File name of a chart image, as data/<locale>/dataset/*.yaml refers to it. */
function chartFileName(slug: string, layout: ChartLayout, locale: string): string {
  return `dataset-${slug}-statistics${layout === 'mobile' ? '-mobile' : ''}-${locale}.png`;
}

interface Job {
  file: string;
  alt: string;
  mime: string;
  render: () => Promise<Buffer>;
  /**
   * Everything the picture is drawn from, for the media cache (the generator modules' code is
   * part of the cache's fingerprint); absent for the files that are quicker made than read.
   */
  input?: unknown;
}

/** The type raster() encodes a file name to. */
function rasterMime(file: string): string {
  if (file.endsWith('.webp')) return 'image/webp';
  return file.endsWith('.jpg') ? 'image/jpeg' : 'image/png';
}

async function raster(svg: string, file: string): Promise<Buffer> {
  const image = sharp(Buffer.from(svg));
  // Illustrations are WebP: a fifth of the PNG for the home hero, the largest paint of the site.
  if (file.endsWith('.webp')) return image.webp({ quality: 82 }).toBuffer();
  return file.endsWith('.jpg') ? image.jpeg({ quality: 86 }).toBuffer() : image.png().toBuffer();
}

function mediaJob(entry: MediaEntry): Job {
  const { file, alt } = entry;
  const { alt: _alt, ...input } = entry;
  const mime = rasterMime(file);
  switch (entry.kind) {
    case 'illustration':
      return {
        file,
        alt,
        mime,
        input,
        render: () => raster(illustrationSvg(entry.width, entry.height, entry.icons), file),
      };
    case 'icon':
      return { file, alt, mime, input, render: () => raster(iconSvg(entry.icon, entry.size, entry.tone), file) };
    case 'portrait':
      return { file, alt, mime, input, render: async () => raster(await portraitSvg(entry.seed, entry.size), file) };
    case 'pdf':
      return { file, alt, mime: 'application/pdf', render: async () => makePdf(entry.title, entry.lines) };
    case 'data-sample':
      return { file, alt, mime: 'text/csv', render: async () => Buffer.from(dataSampleCsv(), 'utf8') };
  }
}

function localText(value: z.output<typeof text>, locale: string, file: string, where: string): string {
  if (typeof value === 'string') return value;
  const local = value[locale];
  if (local === undefined) throw new SeedDataError(file, `${where} has no ${locale} text`);
  return local;
}

function chartJobs(locales: readonly string[]): Job[] {
  const file = dataPath('charts.yaml');
  const charts = readDataFile(file, z.record(z.string().regex(/^[a-z0-9-]+$/), chartEntry));
  return Object.entries(charts).flatMap(([slug, chart]) =>
    locales.flatMap((locale) => {
      const t = (value: z.output<typeof text>, where: string) => localText(value, locale, file, `${slug}.${where}`);
      const data = {
        title: t(chart.title, 'title'),
        categoryTitle: t(chart.x, 'x'),
        valueTitle: t(chart.y, 'y'),
        format: chart.format,
        bars: chart.bars.map((bar, i) => ({ label: t(bar.label, `bars.${i}.label`), value: bar.value })),
      };
      const { bars } = data;
      // The alt text carries the figures themselves, for readers who cannot see the chart.
      const alt = `${data.title}: ${bars.map((bar) => `${bar.label} ${bar.value}`).join('; ')}`;
      return CHART_LAYOUTS.map((layout) => ({
        file: chartFileName(slug, layout, locale),
        alt,
        mime: 'image/png',
        input: { kind: 'chart', file: chartFileName(slug, layout, locale), data, layout, locale },
        render: async () => {
          const { width, height } = CHART_SIZE[layout];
          const svg = await chartSvg(data, layout, locale);
          // vega sizes the frame from its content: fit it to the exact size the page expects.
          return sharp(Buffer.from(svg))
            .resize(width, height, { fit: 'contain', background: '#ffffff' })
            .png()
            .toBuffer();
        },
      }));
    }),
  );
}

/**
 * Generates and uploads every demo picture and file that is not in the media library yet, and
 * returns them by file name (the `media:<file>` references of the data files). A picture's bytes
 * and formats come from the media cache when an earlier boot on this machine made them.
 */
export async function ensureDemoMedia(
  strapi: Core.Strapi,
  locales: readonly string[],
): Promise<Map<string, SeededMedia>> {
  const manifest = readDataFile(dataPath('media.yaml'), z.array(mediaEntry));
  const jobs = [...manifest.map(mediaJob), ...chartJobs(locales)];
  const seen = new Set<string>();
  for (const job of jobs) {
    if (seen.has(job.file)) throw new SeedDataError(dataPath('media.yaml'), `${job.file} is declared twice`);
    seen.add(job.file);
  }
  const cache = openMediaCache(strapi.dirs.app.root, await uploadProcessing(strapi));
  const uploaded = await Promise.all(
    jobs.map(async (job) => {
      const existing = await findUpload(strapi, job.file);
      if (existing) return [job.file, existing] as const;
      const { mime } = job;
      const make = async () => prepareUpload(strapi, { name: job.file, buffer: await job.render(), mime });
      const prepared = job.input === undefined ? await make() : await cache.get(job.input, make);
      return [
        job.file,
        await storeUpload(strapi, { name: job.file, mime, alternativeText: job.alt }, prepared),
      ] as const;
    }),
  );
  const { hits, misses } = cache.stats;
  if (hits + misses > 0) strapi.log.info(`Demo media: ${hits} from the cache, ${misses} rendered`);
  return new Map(uploaded);
}
