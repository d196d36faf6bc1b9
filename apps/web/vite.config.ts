import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  plugins: [react(), zxingReaderWasm()],
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
