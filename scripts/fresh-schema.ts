// Build time (scripts/build-server.mjs): prints, as JSON, the script that gives a new database the
// schema of every migration at once (server/store/schema-dump.ts), or null when there is none.
//
//   node --import tsx scripts/fresh-schema.ts
import { freshSchemaScript } from '../server/store/schema-dump.ts';

process.stdout.write(JSON.stringify(freshSchemaScript() ?? null));
