import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { SECURITY_HEADERS } from './security-headers';

// The SPA talks to Strapi through same-origin /api and /uploads so the httpOnly
// refresh cookie is first-party in development and in `vite preview` alike.
const cmsUrl = process.env.CMS_URL ?? 'http://127.0.0.1:1337';

const proxy: Record<string, ProxyOptions> = {
  '/api': { target: cmsUrl, changeOrigin: true },
  '/uploads': { target: cmsUrl, changeOrigin: true },
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': new URL('./src', import.meta.url).pathname },
  },
  server: { port: 5173, strictPort: true, proxy },
  // The dev server injects inline scripts (React refresh), so only the preview gets the CSP.
  preview: { port: 4173, strictPort: true, proxy, headers: { ...SECURITY_HEADERS } },
});
