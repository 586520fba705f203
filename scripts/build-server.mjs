// Bundles the headless server into dist/ so `npm run serve` starts plain Node with no
// TypeScript loader in the way (cold start is a product feature: CI jobs spawn it per suite).
import { build } from 'esbuild';

await build({
  entryPoints: ['server/cli.ts', 'server/start.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  splitting: true,
  logLevel: 'warning',
});
