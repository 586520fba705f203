// The package as a CI user gets it: `npm pack` of a copy of this project (no dist/, no out/: the
// pack hooks must build them), `npm install -D` of that tarball in an empty folder, then
// `npx cobranca-sandbox --port 0`, the API, a boleto PDF (pdfkit and bwip-js from the install), the
// dashboard, and the test helper imported, required and type-checked by the consumer's project.
// Slow (better-sqlite3 compiles from source on install): one pack, one install.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { basicAuth } from '../helpers/sandbox.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const npmMissing = spawnSync('npm', ['--version'], { stdio: 'ignore' }).error !== undefined;

/**
 * Under `npm test`, npm's variables about this project (its folder, package and script) would point
 * the inner npm here; its configuration (cache, CA file, nodedir…) is kept.
 */
function cleanEnv(): NodeJS.ProcessEnv {
  const aboutThisProject = /^(npm_package_|npm_lifecycle_|npm_command$|npm_config_local_prefix$|INIT_CWD$)/i;
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !aboutThisProject.test(name)));
}

function run(command: string, args: string[], cwd: string): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code === 0) resolve({ stdout, stderr });
      else reject(new Error(`${command} ${args.join(' ')} (in ${cwd}) exited ${code}:\n${stderr.slice(-3000)}\n${stdout.slice(-2000)}`));
    });
  });
}

/** The project's sources as a checkout has them: no builds, no databases; node_modules linked. */
function copyProject(to: string): void {
  const skipped = new Set(['node_modules', 'dist', 'out', '.git', '.tmp', '.package.json.unpacked', join('bench', 'results')]);
  cpSync(root, to, {
    recursive: true,
    filter: (source) => {
      const path = relative(root, source);
      return !skipped.has(path) && !/\.db(-wal|-shm)?$/.test(path) && !path.startsWith(`.git${sep}`);
    },
  });
  symlinkSync(realpathSync(join(root, 'node_modules')), join(to, 'node_modules'), 'dir');
}

interface Served {
  child: ChildProcess;
  url: string;
  stop(): Promise<void>;
}

/** `npx cobranca-sandbox …` in its own process group (npx runs the bin in a child of its own). */
function npx(cwd: string, args: string[]): Promise<Served> {
  const child = spawn('npx', ['--no-install', 'cobranca-sandbox', ...args], { cwd, env: cleanEnv(), stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) process.kill(-child.pid!, 'SIGTERM');
    await exited;
  };
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => stop().then(() => reject(new Error(`no ready line from npx cobranca-sandbox: ${stdout} ${stderr}`))), 60_000);
    child.stdout!.on('data', (chunk) => {
      stdout += chunk;
      const url = /http:\/\/[^\s]+:\d+/.exec(stdout)?.[0];
      if (!url) return;
      clearTimeout(timer);
      resolve({ child, url, stop });
    });
    exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`npx cobranca-sandbox exited before it was ready: ${stdout} ${stderr}`));
    });
  });
}

async function get(url: string, headers: Record<string, string> = {}) {
  const response = await fetch(url, { headers });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

/** The consumer's own check of the helper: started from the installed package, driven, stopped. */
const helperScript = (load: string) => `${load}
(async () => {
  const sandbox = await startSandbox({ clientId: 'consumer-id', clientSecret: 'consumer-secret' });
  const { now } = await sandbox.advanceClock({ days: 2 });
  console.log(JSON.stringify({ url: sandbox.url, now, token: (await sandbox.accessToken()).length > 0 }));
  await sandbox.stop();
})();
`;

const consumerTypes = (load: string) => `${load}
export async function check(): Promise<number> {
  const sandbox = await startSandbox({ db: ':memory:' });
  const payment = await sandbox.payBoleto(1000001, { paid_at: '2030-01-01' });
  // @ts-expect-error status is a string: the helper's types reached this file (not any)
  const wrong: number = payment.status;
  const callback = await sandbox.waitForCallback({ chargeId: payment.charge_id, status: 'paid' });
  await sandbox.stop();
  return payment.value + callback.event.id + (wrong ? 0 : 1);
}
`;

test('the packed tarball installs in an empty folder: npx cobranca-sandbox serves the API and the dashboard, and the test helper loads', {
  skip: npmMissing && 'npm is not on PATH: the package cannot be packed or installed here',
}, async (t) => {
  const work = mkdtempSync(join(tmpdir(), 'cobranca-package-'));
  try {
    const project = join(work, 'project');
    copyProject(project);
    const originalManifest = readFileSync(join(project, 'package.json'), 'utf8');

    const packed = JSON.parse((await run('npm', ['pack', '--json', '--pack-destination', work], project)).stdout)[0];
    const tarball = join(work, packed.filename);
    const files: string[] = packed.files.map((file: { path: string }) => file.path);
    assert.equal(readFileSync(join(project, 'package.json'), 'utf8'), originalManifest, 'postpack puts the repository manifest back');
    for (const built of ['bin/cobranca-sandbox.js', 'dist/server/cli.js', 'out/renderer/index.html', 'dist/testing/index.js', 'dist/testing/cjs/index.js', 'dist/testing/index.d.ts', 'dist/testing/cjs/index.d.ts']) {
      assert.ok(files.includes(built), `${built} is in the tarball`);
    }
    assert.deepEqual(files.filter((file) => /^(server|test|renderer|electron|scripts|testing)\/|\.ts$(?<!\.d\.ts)|\.map$/.test(file)), [], 'no sources, tests or source maps');

    const app = join(work, 'app');
    mkdirSync(app);
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'ci-suite', version: '1.0.0', private: true }));
    const installStarted = performance.now();
    await run('npm', ['install', '-D', tarball, '--prefer-offline', '--no-audit', '--no-fund'], app);
    const installSeconds = (performance.now() - installStarted) / 1000;
    t.diagnostic(`tarball: ${packed.filename}, ${(statSync(tarball).size / 1024).toFixed(0)} KiB (${(packed.unpackedSize / 1024).toFixed(0)} KiB unpacked, ${packed.entryCount} files)`);
    t.diagnostic(`npm install -D of the tarball into an empty folder: ${installSeconds.toFixed(1)} s`);

    const installed = JSON.parse(readFileSync(join(app, 'node_modules/cobranca-sandbox/package.json'), 'utf8'));
    assert.deepEqual(Object.keys(installed.dependencies).sort(), ['better-sqlite3', 'bwip-js', 'pdfkit'], 'what dist/server loads at run time');
    assert.equal(installed.optionalDependencies, undefined);
    for (const repositoryOnly of ['scripts', 'devDependencies', 'allowScripts']) assert.equal(installed[repositoryOnly], undefined, repositoryOnly);
    for (const absent of ['electron', 'express', 'react', 'vite', 'typescript', 'tsx']) {
      assert.equal(existsSync(join(app, 'node_modules', absent)), false, `${absent} is not installed`);
    }

    const server = await npx(app, ['--port', '0', '--db', ':memory:', '--client-id', 'ci-id', '--client-secret', 'ci-secret']);
    try {
      const authorize = await fetch(`${server.url}/v1/authorize`, {
        method: 'POST',
        headers: { authorization: basicAuth('ci-id', 'ci-secret'), 'content-type': 'application/json' },
        body: JSON.stringify({ grant_type: 'client_credentials' }),
      });
      assert.equal(authorize.status, 200);
      const { access_token } = (await authorize.json()) as { access_token: string };

      const info = JSON.parse((await get(`${server.url}/sandbox/v1/info`)).body.toString());
      assert.equal(info.version, installed.version);

      const charge = await fetch(`${server.url}/v1/charge/one-step`, {
        method: 'POST',
        headers: { authorization: `Bearer ${access_token}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          items: [{ name: 'Plano CI', value: 4990, amount: 1 }],
          payment: { banking_billet: { expire_at: '2040-12-01', customer: { name: 'Gorbadoc Oldbuck', cpf: '94271564656' } } },
        }),
      });
      assert.equal(charge.status, 200);
      const pdf = await get(((await charge.json()) as { data: { pdf: { charge: string } } }).data.pdf.charge);
      assert.equal(pdf.status, 200);
      assert.equal(pdf.body.subarray(0, 5).toString(), '%PDF-', 'the boleto PDF is drawn with the installed pdfkit and bwip-js');

      const dashboard = await get(`${server.url}/`, { accept: 'text/html' });
      assert.equal(dashboard.status, 200, 'the built dashboard is found inside node_modules/cobranca-sandbox');
      assert.match(dashboard.headers.get('content-security-policy') ?? '', /default-src 'self'/);
      const script = /<script[^>]+src="\.\/(assets\/[^"]+\.js)"/.exec(dashboard.body.toString())?.[1];
      assert.ok(script, dashboard.body.toString());
      const bundle = await get(`${server.url}/${script}`);
      assert.equal(bundle.status, 200);
      assert.match(bundle.headers.get('content-type') ?? '', /javascript/);
    } finally {
      await server.stop();
    }

    writeFileSync(join(app, 'helper.mjs'), helperScript("import { startSandbox } from 'cobranca-sandbox/testing';"));
    writeFileSync(join(app, 'helper.cjs'), helperScript("const { startSandbox } = require('cobranca-sandbox/testing');"));
    for (const script of ['helper.mjs', 'helper.cjs']) {
      const output = JSON.parse((await run(process.execPath, [script], app)).stdout);
      assert.match(output.url, /^http:\/\/127\.0\.0\.1:\d+$/, script);
      assert.equal(output.token, true, script);
      assert.match(output.now, /^\d{4}-\d{2}-\d{2} /, script);
    }

    // The consumer's TypeScript finds the declarations through "exports", for import and require.
    writeFileSync(join(app, 'consumer.mts'), consumerTypes("import { startSandbox } from 'cobranca-sandbox/testing';"));
    writeFileSync(join(app, 'consumer.cts'), consumerTypes("import { startSandbox } from 'cobranca-sandbox/testing';"));
    writeFileSync(join(app, 'tsconfig.json'), JSON.stringify({
      compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext', target: 'es2022', strict: true, noEmit: true, types: [] },
      files: ['consumer.mts', 'consumer.cts'],
    }));
    await run(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json'], app);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
