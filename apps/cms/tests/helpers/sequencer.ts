import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Files that walk a whole matrix of roles and states: the longest of the suite (25–40 s each). */
const MATRIX = /\b(statePool|runAssignMatrix)\b/;
/** Files that boot on the demo content: they wait for the seeded template (global-setup.ts). */
const SEEDED = 'seedDemo: true';

/**
 * The API suite's order: the matrices first, so that no long file starts last and runs alone;
 * the files that boot on the demo content last, since their template is built after the schema's.
 * Within each group, vitest's own order (the last run's durations when it has them, else size:
 * a small file can still run long when it loops over a matrix helper).
 */
export default class ApiSuiteSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const group = new Map(
      sorted.map((file) => {
        const text = readFileSync(file.moduleId, 'utf8');
        return [file, MATRIX.test(text) ? 0 : text.includes(SEEDED) ? 2 : 1];
      }),
    );
    // Array.prototype.sort is stable: vitest's order holds within a group.
    return sorted.sort((a, b) => (group.get(a) ?? 1) - (group.get(b) ?? 1));
  }
}
