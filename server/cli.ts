// The headless command (contracts.md §2): flags, one ready line with the URL on stdout, clear
// one-line errors on stderr with a non-zero exit, graceful shutdown on SIGINT/SIGTERM.
import { parseArgs } from 'node:util';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { isHttpUrl, startServer } from './start.ts';

/** After the ready line, when the CA is made if missing (see below). */
const CA_PREPARE_DELAY_MS = 1000;

const usage = `usage: cobranca-sandbox [--host 127.0.0.1] [--port 4455] [--db <file> | --db :memory:]
                        [--client-id <id> --client-secret <secret>] [--public-url <url>] [--admin-token <token>]
                        [--allowed-host <name>]... [--ca-dir <dir>] [--seed <snapshot.json>]`;

function fail(message: string, status = 2): never {
  process.stderr.write(`cobranca-sandbox: ${message}\n`);
  process.exit(status);
}

function parseFlags() {
  try {
    return parseArgs({
      options: {
        host: { type: 'string', default: '127.0.0.1' },
        port: { type: 'string', default: '4455' },
        db: { type: 'string', default: join(homedir(), '.cobranca-sandbox', 'sandbox.db') },
        'client-id': { type: 'string' },
        'client-secret': { type: 'string' },
        'public-url': { type: 'string' },
        'admin-token': { type: 'string', default: process.env.COBRANCA_SANDBOX_ADMIN_TOKEN },
        'allowed-host': { type: 'string', multiple: true, default: [] },
        seed: { type: 'string' },
        'ca-dir': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
}

const flags = parseFlags();
if (flags.help) {
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}
if (!/^\d{1,5}$/.test(flags.port!) || Number(flags.port) > 65535) fail(`--port must be a number from 0 to 65535, got "${flags.port}"`);
if ((flags['client-id'] === undefined) !== (flags['client-secret'] === undefined)) {
  fail('--client-id and --client-secret go together');
}
if (flags['client-id'] === '' || flags['client-secret'] === '') fail('--client-id and --client-secret must not be empty');
// Repeatable and comma-separated: `--allowed-host sandbox --allowed-host sandbox.test` or `sandbox,sandbox.test`.
const allowedHosts = flags['allowed-host']!.flatMap((value) => value.split(',')).map((name) => name.trim());
const badHost = allowedHosts.find((name) => !/^(\[[0-9a-fA-F:.]+\]|[0-9a-fA-F]*:[0-9a-fA-F:.]*:[0-9a-fA-F.]*|[A-Za-z0-9_.-]+)$/.test(name));
if (badHost !== undefined) fail(`--allowed-host takes host names without scheme, port or path, got "${badHost}"`);
if (flags['public-url'] !== undefined && !isHttpUrl(flags['public-url'])) {
  fail(`--public-url must be an http(s) URL, got "${flags['public-url']}"`);
}

// No top-level `await`: the bundle is CommonJS, run through V8's code cache (scripts/build-server.mjs).
async function main(): Promise<void> {
  const server = await startServer({
    db: flags.db!,
    host: flags.host,
    port: Number(flags.port),
    publicUrl: flags['public-url'],
    clientId: flags['client-id'],
    clientSecret: flags['client-secret'],
    adminToken: flags['admin-token'],
    allowedHosts,
    seed: flags.seed,
    caDir: flags['ca-dir'],
  });
  const { account, certificateAuthority: ca } = server;
  process.stdout.write(
    `Cobrança Sandbox — database: ${flags.db}\n` +
      `account ${account.account_id} (${account.name}): client_id=${account.client_id} client_secret=${account.client_secret}\n` +
      `listening on ${server.url}\n` +
      // No URL on this line: the one line with a URL is the ready line scripts wait for.
      `proxy for the real API hosts (HTTPS_PROXY = the address above); its CA certificate: ${ca.certFile}` +
      `${ca.exists() ? '' : ' (being created)'} — trust it with NODE_EXTRA_CA_CERTS, REQUESTS_CA_BUNDLE, SSL_CERT_FILE or CURL_CA_BUNDLE\n`,
  );
  // The CA and the hosts' certificates cost a few hundred milliseconds of key generation and
  // signing the first time: made a moment after the ready line, not before it (cold start), and
  // before the user can have copied the path into NODE_EXTRA_CA_CERTS.
  setTimeout(() => {
    ca.prepare().catch((error: Error) => process.stderr.write(`cobranca-sandbox: cannot create the proxy's certificate authority in ${ca.dir}: ${error.message}\n`));
  }, CA_PREPARE_DELAY_MS).unref();
  let stopping = false;
  const stop = () => {
    if (stopping) process.exit(1);
    stopping = true;
    server.close().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: Error) => fail(error.message, 1));
