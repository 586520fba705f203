// The script that gives a new, empty database the schema of every migration at once. None here:
// the server bundle replaces this module with one holding the script made at build time
// (server/store/schema-dump.ts, run by scripts/build-server.mjs), so a bundled server creates a
// new database without replaying the migrations' history (cold start). From the sources (tests,
// dev, the desktop build) every migration runs, as the bundle does on an existing database.
// test/unit/fresh-schema.test.ts checks that both ways give the same database.
export const freshSchema: string | undefined = undefined;
