import { defineConfig } from 'tsup';

export default defineConfig({
  // The root entry (everything) plus one entry per module, published as subpaths
  // (`@portal/shared/constants`, `@portal/shared/schemas/auth` …), so that a bundle importing
  // constants never evaluates zod or date-fns.
  entry: ['src/index.ts', 'src/*.ts', 'src/format/*.ts', 'src/schemas/*.ts'],
  outDir: 'dist',
  // Strapi's server loads compiled CommonJS (dist/index.cjs); the SPA bundles ESM (dist/*.js),
  // split into shared chunks so each module is evaluated once whichever entries import it.
  format: ['esm', 'cjs'],
  splitting: true,
  treeshake: true,
  dts: true,
  clean: true,
  target: 'es2020',
});
