import { importEsm } from './esm';
import { PALETTE } from './palette';

type DiceBearCore = typeof import('@dicebear/core');
type DiceBearCollection = typeof import('@dicebear/collection');

/**
 * A drawn portrait (DiceBear's "personas" style) seeded by the person's name: the same name
 * always gives the same face, and no photograph of a real person is used.
 */
export async function portraitSvg(seed: string, size: number): Promise<string> {
  const [{ createAvatar }, { personas }] = await Promise.all([
    importEsm<DiceBearCore>('@dicebear/core'),
    importEsm<DiceBearCollection>('@dicebear/collection'),
  ]);
  return createAvatar(personas, {
    seed,
    size,
    backgroundColor: [PALETTE.infoSurface.slice(1), PALETTE.successSurface.slice(1), PALETTE.warningSurface.slice(1)],
  }).toString();
}
