import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  outDir: 'dist',
  // Strapi's server loads compiled CommonJS (dist/index.cjs); the SPA bundles ESM (dist/index.js).
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  target: 'es2020',
});
