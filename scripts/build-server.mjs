// `npm start` runs the server compiled to plain JavaScript in dist/server, rebuilt at every start (about a
// second): a server run through tsx held 60 MB more, for its loader thread and the sources it keeps, and
// its parent process another 50 MB.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const outdir = path.resolve('dist/server');

/**
 * A source that finds files beside itself (the migrations) by import.meta.url still finds them from the
 * bundle: its import.meta.url becomes the source's own address, relative to the bundle.
 */
const sourceAddress = {
  name: 'source-address',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      const address = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', address), loader: 'ts' };
    });
  },
};

await build({
  // the first start's seeding runs before the server, in a process of its own
  entryPoints: ['src/server/main.ts', 'src/server/db/seed/seed-first-start.ts'],
  outdir,
  // every file in outdir itself, which the source-address plugin counts on
  entryNames: '[name]',
  bundle: true,
  // modules loaded only by rare routes (the Annual Report's charts and document) stay in chunks of their own
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  sourcemap: 'linked',
  logLevel: 'warning',
  plugins: [sourceAddress],
});
