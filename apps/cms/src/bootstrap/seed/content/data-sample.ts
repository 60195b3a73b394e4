/**
 * The downloadable data sample: a small synthetic cohort extract, generated (deterministically,
 * so every boot makes the same file) rather than stored, and described by the data-sample page
 * and its variable guide (data/media.yaml).
 */

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

export const DATA_SAMPLE_COLUMNS = [
  'participant_id',
  'sex',
  'age_at_baseline',
  'baseline_year',
  'province',
  'education_level',
  'smoking_status',
  'bmi_kg_m2',
  'systolic_bp_mmhg',
  'diastolic_bp_mmhg',
  'hba1c_percent',
  'total_cholesterol_mmol_l',
  'physical_activity_min_week',
  'self_rated_health',
  'follow_up_years',
  'incident_cvd',
] as const;

export const DATA_SAMPLE_ROWS = 50;

export function dataSampleCsv(rows = DATA_SAMPLE_ROWS): string {
  const rnd = random(20240517);
  const pick = <T>(items: readonly T[], weights?: readonly number[]): T => {
    const w = weights ?? items.map(() => 1);
    let r = rnd() * w.reduce((a, b) => a + b, 0);
    for (let i = 0; i < items.length; i++) {
      r -= w[i] ?? 0;
      if (r <= 0) return items[i] as T;
    }
    return items[items.length - 1] as T;
  };
  const normal = (mean: number, sd: number) => {
    const u = Math.max(rnd(), 1e-9);
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rnd());
  };
  const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
  const lines = [DATA_SAMPLE_COLUMNS.join(',')];
  for (let i = 1; i <= rows; i++) {
    const sex = pick(['F', 'M'], [52, 48]);
    const age = Math.round(clamp(normal(54, 9), 35, 74));
    const year = 2009 + Math.floor(rnd() * 7);
    const province = pick(['QC', 'ON', 'BC', 'AB', 'NS', 'MB', 'NB', 'SK'], [24, 30, 14, 11, 6, 6, 5, 4]);
    const education = pick(['secondary', 'college', 'university', 'graduate'], [28, 30, 27, 15]);
    const smoking = pick(['never', 'former', 'current'], [52, 34, 14]);
    const bmi = clamp(normal(27.4, 4.6), 18.5, 44);
    const systolic = Math.round(
      clamp(normal(112 + age * 0.35 + (bmi - 27) * 0.9 + (sex === 'M' ? 4 : 0), 13), 92, 190),
    );
    const diastolic = Math.round(clamp(systolic * 0.6 + normal(3, 6), 55, 110));
    const hba1c = clamp(normal(5.5 + (bmi - 27) * 0.04 + (age - 54) * 0.01, 0.45), 4.6, 9.8);
    const cholesterol = clamp(normal(5.1 + (sex === 'F' ? 0.15 : 0), 0.9), 3.1, 8.2);
    const activity = Math.round(clamp(normal(smoking === 'current' ? 120 : 165, 90), 0, 600) / 5) * 5;
    const health = pick(['excellent', 'very good', 'good', 'fair', 'poor'], [14, 34, 33, 15, 4]);
    const followUp = clamp(2025 - year - rnd() * 1.5, 6, 16);
    const risk =
      0.02 +
      (age - 35) * 0.003 +
      (smoking === 'current' ? 0.08 : 0) +
      (systolic > 140 ? 0.07 : 0) +
      (hba1c > 6.5 ? 0.06 : 0);
    const event = rnd() < risk ? 1 : 0;
    lines.push(
      [
        `SAMPLE-${String(i).padStart(4, '0')}`,
        sex,
        age,
        year,
        province,
        education,
        smoking,
        bmi.toFixed(1),
        systolic,
        diastolic,
        hba1c.toFixed(1),
        cholesterol.toFixed(2),
        activity,
        `"${health}"`,
        followUp.toFixed(1),
        event,
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}
