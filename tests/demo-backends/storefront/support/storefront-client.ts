// Drives storefront-client-process.ts: the official Storefront API client in a child process whose only setup is
// its environment, so a test sees what a deployed storefront would see, certificate checks included.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

export type ClientEnvironment = {
  SHOPIFY_STORE_DOMAIN: string;
  SHOPIFY_STOREFRONT_API_VERSION: string;
  SHOPIFY_STOREFRONT_ACCESS_TOKEN: string;
  /** The certificate to trust besides the system's; unset, only the system's are trusted. */
  NODE_EXTRA_CA_CERTS?: string;
};

export type ClientAnswer = {
  data: any;
  errors: { message?: string; networkStatusCode?: number; graphQLErrors?: any[] } | null;
};

export type StorefrontClientProcess = {
  request(query: string, variables?: Record<string, unknown>): Promise<ClientAnswer>;
  close(): Promise<void>;
};

const SCRIPT = new URL('./storefront-client-process.mjs', import.meta.url).pathname;

export function startStorefrontClient(environment: ClientEnvironment): StorefrontClientProcess {
  const { NODE_EXTRA_CA_CERTS: _inherited, ...parentEnvironment } = process.env;
  const child: ChildProcessWithoutNullStreams = spawn(process.execPath, [SCRIPT], {
    env: { ...parentEnvironment, ...environment },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const waiting = new Map<number, { resolve: (answer: ClientAnswer) => void; reject: (error: Error) => void }>();
  createInterface({ input: child.stdout }).on('line', (line) => {
    const { id, ...answer } = JSON.parse(line) as ClientAnswer & { id: number };
    waiting.get(id)?.resolve(answer);
    waiting.delete(id);
  });
  child.on('exit', (code) => {
    for (const { reject } of waiting.values()) reject(new Error(`The client process ended (${code}): ${stderr}`));
    waiting.clear();
  });
  let nextId = 0;

  return {
    request(query, variables) {
      const id = ++nextId;
      return new Promise((resolve, reject) => {
        waiting.set(id, { resolve, reject });
        child.stdin.write(`${JSON.stringify({ id, query, variables })}\n`);
      });
    },
    async close() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.stdin.end();
      await exited;
    },
  };
}
