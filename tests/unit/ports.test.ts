import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, portForRun, portFromEnv, portInUse } from '@/scripts/ports.mjs';

const listen = (port: number) =>
  new Promise<Server>((resolve) => {
    const server = createServer();
    server.listen(port, '127.0.0.1', () => resolve(server));
  });

describe('ports for the servers that tests start', () => {
  const servers: Server[] = [];
  const names: string[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
    for (const name of names.splice(0)) {
      delete process.env[name];
      delete process.env[`${name}__CHOSEN`];
    }
  });

  it('with no port named, takes one that nothing listens on', async () => {
    names.push('PORTS_TEST_A');
    const port = await portFromEnv('PORTS_TEST_A');
    expect(await portInUse(port)).toBe(false);
    servers.push(await listen(port));
    expect(await portInUse(port)).toBe(true);
  });

  it('uses the named port when it is free, and refuses a taken one with a message naming the variable', async () => {
    names.push('PORTS_TEST_B');
    const port = await freePort();
    process.env.PORTS_TEST_B = String(port);
    expect(await portFromEnv('PORTS_TEST_B')).toBe(port);
    servers.push(await listen(port));
    await expect(portFromEnv('PORTS_TEST_B')).rejects.toThrow(
      `PORTS_TEST_B=${port}: something already listens on 127.0.0.1:${port}`,
    );
    process.env.PORTS_TEST_B = 'eighty';
    await expect(portFromEnv('PORTS_TEST_B')).rejects.toThrow('is not a port number');
  });

  it('a Playwright config loaded again in each worker gets the port its runner chose', async () => {
    names.push('PORTS_TEST_C');
    const first = portForRun('PORTS_TEST_C');
    expect(await portInUse(first)).toBe(false);
    // The worker inherits the runner's environment, so the second load agrees even once the port is taken.
    servers.push(await listen(first));
    expect(portForRun('PORTS_TEST_C')).toBe(first);
  });

  it('a taken named port stops a run before any server starts, unless reusing a running server is allowed', async () => {
    names.push('PORTS_TEST_D');
    const port = await freePort();
    servers.push(await listen(port));
    process.env.PORTS_TEST_D = String(port);
    expect(() => portForRun('PORTS_TEST_D')).toThrow(`PORTS_TEST_D=${port}: something already listens`);
    expect(portForRun('PORTS_TEST_D', { reuse: true })).toBe(port);
  });
});
