import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * The scanner's ZXing reader .wasm also at /reader/zxing_reader.wasm (the path the spec names),
 * copied from node_modules into the build and served by the dev server; never from a CDN.
 */
function zxingReaderWasm(): Plugin {
  const file = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
  return {
    name: 'yonke-zxing-reader-wasm',
    configureServer(server) {
      server.middlewares.use('/reader/zxing_reader.wasm', (_req, res) => {
        res.setHeader('Content-Type', 'application/wasm');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'reader/zxing_reader.wasm', source: readFileSync(file) });
    },
  };
}

/** The brand blue of the favicon, the icons and the phone's status bar. */
const THEME_COLOR = '#1c7ed6';

/**
 * Installable app and service worker (docs/decisions/015-installable-app.md): our own
 * worker (src/sw.ts) with Workbox's precache of the whole build, updates offered, never forced.
 */
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  registerType: 'prompt',
  injectRegister: false,
  includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180.png'],
  manifest: {
    id: '/',
    name: 'Yonke · Inventario de autopartes',
    short_name: 'Yonke',
    description: 'Inventario, ventas y conteo de autopartes usadas del yonke, también sin conexión.',
    lang: 'es-MX',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: THEME_COLOR,
    background_color: '#ffffff',
    categories: ['business', 'productivity'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  injectManifest: {
    // The whole app, the scanner's reader included, so that every screen and the camera scanner
    // open without connection; the build's own manifest.json (bench) is not part of the app.
    globPatterns: ['**/*.{js,css,html,svg,png,wasm,webmanifest}'],
    globIgnores: ['.vite/**'],
    maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
  },
  devOptions: { enabled: false },
});

export default defineConfig({
  plugins: [react(), zxingReaderWasm(), pwa],
  build: {
    outDir: 'dist',
    // Read by bench/web.ts to measure what each screen downloads.
    manifest: true,
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/login': { target: apiTarget, bypass: (req) => (req.method === 'GET' ? req.url : undefined) },
      '/logout': apiTarget,
      '/sanctum': apiTarget,
      '/media': apiTarget,
      '/reader': apiTarget,
    },
  },
});
