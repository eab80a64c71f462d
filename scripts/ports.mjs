// @ts-check: typed by the JSDoc below, which the project's TypeScript reads (its Playwright configs and tests
// import this file).
// Ports for the servers that tests, the bench and the screenshots start on this machine. A port named in
// the environment is used as given (and refused with a clear message when something already listens there);
// otherwise the operating system picks a free one, so two runs on one machine never collide.
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:net';

const HOST = '127.0.0.1';

/**
 * Resolves with a port nothing listens on now (the OS's choice).
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, HOST, () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Resolves with whether something already listens on the port.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function portInUse(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(true));
    server.listen(port, HOST, () => server.close(() => resolve(false)));
  });
}

/** @param {string} body */
const childScript = (body) => `import('${new URL(import.meta.url).href}').then(async (m) => { ${body} })`;

/**
 * The same, for configs that must be synchronous (Playwright's): a short child process asks the OS, since
 * a listening socket needs the event loop.
 * @returns {number}
 */
export function freePortSync() {
  return Number(
    execFileSync(process.execPath, ['-e', childScript('process.stdout.write(String(await m.freePort()))')], {
      encoding: 'utf8',
    }),
  );
}

/** @param {number} port */
function portInUseSync(port) {
  return (
    execFileSync(process.execPath, ['-e', childScript(`process.stdout.write(String(await m.portInUse(${port})))`)], {
      encoding: 'utf8',
    }) === 'true'
  );
}

/**
 * @param {string} name
 * @param {string} text
 */
function parse(name, text) {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${name}=${text} is not a port number (1-65535)`);
  return port;
}

/**
 * @param {string} name
 * @param {number} port
 */
const takenMessage = (name, port) =>
  `${name}=${port}: something already listens on 127.0.0.1:${port}. Stop it, name another port, or leave ${name} unset to use a free one.`;

/**
 * The port named by the environment variable, else a free one.
 * @param {string} name
 * @returns {Promise<number>}
 */
export async function portFromEnv(name) {
  const text = process.env[name];
  if (!text) return freePort();
  const port = parse(name, text);
  if (await portInUse(port)) throw new Error(takenMessage(name, port));
  return port;
}

/**
 * For Playwright configs, which every worker loads again: the port is chosen once, in the runner, and written
 * to the environment the workers inherit, so all of them agree on it. A port named before the run must be free,
 * unless `reuse` says a server already there may be used (Playwright's reuseExistingServer, off on CI).
 * @param {string} name
 * @param {{ reuse?: boolean }} [options]
 * @returns {number}
 */
export function portForRun(name, { reuse = false } = {}) {
  const marker = `${name}__CHOSEN`;
  if (process.env[marker]) return Number(process.env[marker]);
  const text = process.env[name];
  let port;
  if (text) {
    port = parse(name, text);
    if (!reuse && portInUseSync(port)) throw new Error(takenMessage(name, port));
  } else {
    port = freePortSync();
  }
  process.env[marker] = String(port);
  return port;
}
