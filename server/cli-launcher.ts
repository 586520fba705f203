// The built CLI's entry (dist/server/cli.js): runs the bundled command (server/cli.ts, bundled as
// dist/server/cli.cjs) through V8's code cache (server/code-cache.ts). Bundles only: from the
// sources, server/cli.ts runs as it is.
import { fileURLToPath } from 'node:url';
import { runCachedBundle } from './code-cache.ts';

const bundle = fileURLToPath(new URL('./cli.cjs', import.meta.url));
runCachedBundle(bundle, `${bundle}.v8-cache`);
