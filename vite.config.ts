import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { OFFLINE_DATA_CACHE, OFFLINE_READABLE_API } from './src/web/offline/offline-data-cache';
import { CHUNK_NAMES, PRELOAD_SCRIPT, screenChunks } from './scripts/screen-chunks';

const landing = screenChunks();

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    // What the first page needs (every module the entry imports statically) in one file, not a dozen: it is
    // all downloaded at once anyway, and compressed together it is 7 KiB smaller (issue 17: the login
    // route's JavaScript). What only a screen of an area needs stays in that area's chunks.
    rolldownOptions: {
      input: { index: path.resolve('src/web/index.html'), 'screen-preload': path.resolve(PRELOAD_SCRIPT) },
      output: {
        codeSplitting: {
          groups: [
            {
              name: (id: string) => {
                landing.isShellModule(id);
                return 'app-shell';
              },
              tags: ['$initial'],
              test: (id: string) => !id.endsWith('screen-preload.ts'),
            },
            // the home map's code in a few files (scripts/screen-chunks.ts)
            ...CHUNK_NAMES.map((name) => ({
              name,
              test: (id: string) => landing.chunkOf(id) === name,
              priority: -1,
              includeDependenciesRecursively: false,
            })),
          ],
        },
      },
    },
  },
  // Only API calls (the client's own modules also live under /api/, src/web/api/*.ts) and the OGC API.
  server: { port: 5173, proxy: { '^/api/(?!.*\\.tsx?$)': apiTarget, '^/ogcapi(?:[/?]|$)': apiTarget } },
  plugins: [
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      manifest: {
        name: 'Basin DMS',
        short_name: 'Basin DMS',
        description: 'Groundwater basin data management system',
        theme_color: '#1f4e79',
        background_color: '#ffffff',
        display: 'standalone',
        icons: [{ src: 'favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
      },
      workbox: {
        // the OGC API's HTML pages are the server's, not the app's
        navigateFallbackDenylist: [/^\/api\//, /^\/ogcapi(?:[/?]|$)/],
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
        // the app shell and every screen's code are precached above; what the field screens read is kept
        // as last answered, for reading where there is no network
        runtimeCaching: [
          {
            urlPattern: OFFLINE_READABLE_API,
            method: 'GET',
            handler: 'NetworkFirst',
            options: {
              cacheName: OFFLINE_DATA_CACHE,
              networkTimeoutSeconds: 5,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 1000, maxAgeSeconds: 60 * 60 * 24 * 30 },
            },
          },
        ],
      },
    }),
    precompress(),
    landing.plugin,
  ],
});

/**
 * Writes a .br and a .gz beside every text file of the build, at the highest levels, so the server sends
 * them as they are (@fastify/static preCompressed) instead of compressing every download again: on this
 * project's 2-core machine that took 5-30 ms of the server per chunk while a page was loading.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipAsync = promisify(gzip);
  let outDir = '';
  return {
    name: 'basin-dms-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true });
      await Promise.all(
        files
          .filter((file) => /\.(js|css|html|svg|webmanifest|json)$/.test(file))
          .map(async (file) => {
            const content = await readFile(path.join(outDir, file));
            const quality = { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } };
            await writeFile(path.join(outDir, `${file}.br`), await brotli(content, quality));
            await writeFile(path.join(outDir, `${file}.gz`), await gzipAsync(content, { level: 9 }));
          }),
      );
    },
  };
}
