// The package.json that goes into the tarball differs from the repository's: the repository is also
// the desktop app's workspace, the tarball is a CLI and test helper for CI jobs.
//
//   node scripts/packed-manifest.mjs strip     (prepack)  writes the packed manifest, keeps the original aside
//   node scripts/packed-manifest.mjs restore   (postpack)  puts the original back
//
// What the packed manifest leaves out, and why:
//  - `electron` (an optionalDependency here, so that `npm install` of the repo works where Electron's
//    binary cannot be downloaded). npm installs a package's optional dependencies too, and Electron's
//    postinstall downloads ~100 MB: nothing a CI job that wants the headless server should pay for.
//    npm has no field for "optional, but only for this repository", hence the rewrite.
//  - `dependencies` other than what dist/server loads at run time (scripts/server-externals.mjs):
//    express, ajv and the rest are bundled into dist/server; the desktop app, built from the
//    repository, is what loads them from node_modules.
//  - `main` (the desktop app's entry, out/main, not packed), `scripts`, `devDependencies` and
//    `allowScripts` (they describe the repository and its install, not the package).
//
// Publishing: `npm pack`, then `npm publish cobranca-sandbox-<version>.tgz`. A publish from the
// directory is refused (prepublishOnly): npm reads package.json again after postpack has restored it
// and sends that to the registry, whose copy is what installs resolve dependencies from — electron
// included. Publishing the tarball sends the manifest inside it. If packing is interrupted,
// `node scripts/packed-manifest.mjs restore` puts the original back (the next prepack does too).
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serverExternals } from './server-externals.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const manifestFile = `${root}package.json`;
const originalFile = `${root}.package.json.unpacked`;

export function packedManifest(manifest) {
  const { main, scripts, devDependencies, allowScripts, optionalDependencies, dependencies = {}, ...rest } = manifest;
  const missing = serverExternals.filter((name) => !(name in dependencies));
  if (missing.length > 0) throw new Error(`dist/server loads ${missing.join(', ')} at run time: add to "dependencies"`);
  const packed = { ...rest, dependencies: Object.fromEntries(serverExternals.map((name) => [name, dependencies[name]])) };
  const { electron, ...otherOptional } = optionalDependencies ?? {};
  if (Object.keys(otherOptional).length > 0) packed.optionalDependencies = otherOptional;
  return packed;
}

function restore() {
  if (existsSync(originalFile)) renameSync(originalFile, manifestFile);
}

function strip() {
  restore();
  const text = readFileSync(manifestFile, 'utf8');
  writeFileSync(originalFile, text);
  writeFileSync(manifestFile, `${JSON.stringify(packedManifest(JSON.parse(text)), null, 2)}\n`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command === 'strip') strip();
  else if (command === 'restore') restore();
  else if (command === 'refuse-directory-publish') {
    process.stderr.write(
      'cobranca-sandbox: publish the packed tarball, not the directory: `npm pack`, then `npm publish cobranca-sandbox-<version>.tgz`\n' +
        '(a directory publish would send the registry the repository\'s manifest, electron and all; see scripts/packed-manifest.mjs)\n',
    );
    process.exit(1);
  } else {
    process.stderr.write('usage: node scripts/packed-manifest.mjs strip|restore|refuse-directory-publish\n');
    process.exit(2);
  }
}
