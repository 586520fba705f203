// The engine as the desktop app sees it: one running server at a time, restarted in place by
// "Reset sandbox" on the same port (so the window and any SDK keep the same URL). Takes the start
// function as a parameter, so the tests drive it with the real startServer under plain Node.
import { deleteDatabaseFiles } from './paths.ts';

export interface EngineServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

export type StartEngine<S extends EngineServer> = (options: { db: string; port: number }) => Promise<S>;

export class Engine<S extends EngineServer> {
  #server: S | undefined;
  #pending: Promise<unknown> = Promise.resolve();
  readonly db: string;
  readonly #start: StartEngine<S>;

  constructor(db: string, start: StartEngine<S>) {
    this.db = db;
    this.#start = start;
  }

  /** The running server; throws before start() or after stop(). */
  get server(): S {
    if (!this.#server) throw new Error('the engine is not running');
    return this.#server;
  }

  get running(): boolean {
    return this.#server !== undefined;
  }

  async start(port: number): Promise<S> {
    return this.#serialize(async () => {
      if (this.#server) throw new Error('the engine is already running');
      this.#server = await this.#start({ db: this.db, port });
      return this.#server;
    });
  }

  /**
   * Closes the server (in-flight requests finish, the database is closed), deletes the database
   * files, and starts a fresh engine on the port it had. Resolves with the new server.
   */
  async reset(): Promise<S> {
    return this.#serialize(async () => {
      const current = this.server;
      this.#server = undefined;
      await current.close();
      await deleteDatabaseFiles(this.db);
      this.#server = await this.#start({ db: this.db, port: current.port });
      return this.#server;
    });
  }

  async stop(): Promise<void> {
    return this.#serialize(async () => {
      const current = this.#server;
      this.#server = undefined;
      await current?.close();
    });
  }

  /** Menu clicks can overlap (reset twice, quit during a reset): run one operation at a time. */
  #serialize<T>(operation: () => Promise<T>): Promise<T> {
    const result = this.#pending.then(operation, operation);
    this.#pending = result.catch(() => undefined);
    return result;
  }
}

export interface StartupProblem {
  title: string;
  message: string;
  detail: string;
}

/** What to tell the user when the engine cannot start (the dialog before the app quits). */
export function describeStartupError(error: unknown, db: string): StartupProblem {
  const text = error instanceof Error ? error.message : String(error);
  if (/NODE_MODULE_VERSION|was compiled against a different Node\.js version|did not self-register|invalid ELF header|not a valid Win32 application|Cannot find module .*better_sqlite3/i.test(text)) {
    return {
      title: 'SQLite driver missing or built for the wrong runtime',
      message: 'better-sqlite3 for Electron is missing, or was compiled for Node.js',
      detail:
        `${text}\n\nIn a development checkout run \`node scripts/electron-sqlite.mjs\` (or \`npm start\`, ` +
        `which does it for you) to build the Electron copy; \`npm test\` keeps using the Node build.`,
    };
  }
  return {
    title: 'Cobrança Sandbox could not start',
    message: 'The sandbox engine could not start',
    detail: `${text}\n\nDatabase: ${db}`,
  };
}
