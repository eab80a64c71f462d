import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspSettings } from '@/deploy/csp';
import { API_BODY_LIMITS, DEFAULTS, serverBlock, standaloneConfig } from '@/deploy/nginxConf';
import { bodyLimitFor } from '@/dataProvider/fake/bodyLimits';
import { MESSAGES } from '@/dataProvider/fake/messages';

describe('the production headers (deploy/csp.ts) and deploy/nginx.conf', () => {
  it('deploy/nginx.conf is the generated one: regenerate it with `node scripts/run-ts.mjs deploy/nginxConf.ts --write`', () => {
    expect(readFileSync('deploy/nginx.conf', 'utf8')).toBe(serverBlock(DEFAULTS, {}));
  });

  it('allows no inline or evaluated script, whatever the configuration', () => {
    for (const env of [{}, { VITE_API_URL: '/' }, { VITE_API_URL: 'https://api.example.com' }]) {
      const policy = contentSecurityPolicy(cspSettings(env));
      expect(policy).toMatch(/(^|; )script-src 'self'(;|$)/);
      expect(policy).not.toMatch(/unsafe-eval/);
    }
  });

  it('scopes connect-src and img-src to the configured API, upload and tile hosts, and allows the service worker only with the fake', () => {
    const real = contentSecurityPolicy(
      cspSettings({
        VITE_API_URL: 'https://api.example.com/',
        VITE_UPLOAD_URL: 'https://uploads.example.com/bucket',
        VITE_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png',
      }),
    );
    expect(real).toContain("connect-src 'self' https://api.example.com https://uploads.example.com;");
    expect(real).toContain(
      "img-src 'self' data: blob: https://api.example.com https://uploads.example.com https://*.tiles.example.com;",
    );
    expect(real).toContain("worker-src 'none'");
    const fake = contentSecurityPolicy(cspSettings({}));
    expect(fake).toContain("connect-src 'self';");
    expect(fake).toContain('https://tile.openstreetmap.org');
    expect(fake).toContain("worker-src 'self'");
  });
});

/** The body of the `location <spec> { … }` block (named and plain locations have no nested braces but `if`). */
function locationBlock(config: string, spec: string): string {
  const start = config.indexOf(`location ${spec} {`);
  expect(start, `location ${spec}`).toBeGreaterThanOrEqual(0);
  let depth = 0;
  for (let i = config.indexOf('{', start); i < config.length; i += 1) {
    if (config[i] === '{') depth += 1;
    if (config[i] === '}' && (depth -= 1) === 0) return config.slice(start, i + 1);
  }
  throw new Error(`location ${spec} is not closed`);
}

const bytesOf = (block: string) => {
  const [, number, unit = ''] = /client_max_body_size (\d+)([km]?);/.exec(block) ?? [];
  return Number(number) * ({ '': 1, k: 1024, m: 1024 * 1024 } as Record<string, number>)[unit];
};

describe('deploy/nginx.conf in front of the API', () => {
  const config = serverBlock(DEFAULTS, {});
  const apiBlocks = API_BODY_LIMITS.map((limit) => locationBlock(config, limit.location));

  it('sends nosniff and a policy that runs nothing with every /api/v1/ answer, the backend\u2019s and its own refusals', () => {
    const own = [
      ...API_BODY_LIMITS.map((limit) => locationBlock(config, `@${limit.name}`)),
      locationBlock(config, '~* ^/api/v1/__fake(/|$)'),
    ];
    for (const block of [...apiBlocks, ...own]) {
      expect(block).toContain('add_header X-Content-Type-Options "nosniff" always;');
      expect(block).toContain(
        `add_header Content-Security-Policy "default-src 'none'; sandbox; frame-ancestors 'none'" always;`,
      );
    }
    for (const block of apiBlocks) expect(block).toContain('proxy_hide_header Content-Security-Policy;');
  });

  it('lets each call send what the fake over HTTP takes and no more: 1 MB of JSON, the 2 MB customers file (a 1.65 MB one passes), a 5 MB image', () => {
    const [json, customers, media] = apiBlocks;
    expect(bytesOf(json)).toBe(bodyLimitFor('POST', '/api/v1/settings').maxBytes);
    expect(bytesOf(customers)).toBe(bodyLimitFor('POST', '/api/v1/vouchers/upload').maxBytes);
    expect(bytesOf(customers)).toBeGreaterThan(1.65 * 1024 * 1024);
    expect(bytesOf(customers)).toBeGreaterThanOrEqual(2 * 1024 * 1024);
    expect(bytesOf(media)).toBe(bodyLimitFor('PUT', '/api/v1/media/0b5e7f21-0000-4000-8000-000000000000').maxBytes);
    // nginx's own default (1 MB) nowhere decides: every proxied location says its size.
    expect(config.match(/proxy_pass /g)).toHaveLength(apiBlocks.length);
    expect(config.match(/client_max_body_size /g)).toHaveLength(apiBlocks.length);
  });

  it('answers a body over its limit with the fake\u2019s JSON message, in English or Arabic', () => {
    const keys = {
      json_too_large: 'bodyTooLarge',
      customers_file_too_large: 'voucherFileTooLarge',
      image_too_large: 'imageTooLarge',
    } as const;
    for (const limit of API_BODY_LIMITS) {
      expect(limit.message).toEqual(MESSAGES[keys[limit.name as keyof typeof keys]]);
      const block = locationBlock(config, `@${limit.name}`);
      expect(block).toContain(`return 413 '${JSON.stringify({ message: limit.message.en })}';`);
      expect(block).toContain(`return 413 '${JSON.stringify({ message: limit.message.ar })}';`);
    }
  });

  it('never proxies the fake\u2019s test controls, in any letter case', () => {
    const block = locationBlock(config, '~* ^/api/v1/__fake(/|$)');
    expect(block).toContain(`return 404 '${JSON.stringify({ message: MESSAGES.noSuchEndpoint.en })}';`);
    expect(block).not.toContain('proxy_pass');
  });

  it.runIf(existsSync('/usr/sbin/nginx'))(
    'is a configuration nginx itself accepts (nginx -t; it binds no port)',
    () => {
      const prefix = mkdtempSync(join(tmpdir(), 'nginx-conf-'));
      try {
        writeFileSync(
          join(prefix, 'nginx.conf'),
          standaloneConfig({ prefix, listen: '127.0.0.1:65000', root: prefix }, {}),
        );
        execFileSync('/usr/sbin/nginx', ['-t', '-q', '-p', prefix, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], {
          stdio: 'pipe',
        });
      } finally {
        rmSync(prefix, { recursive: true, force: true });
      }
    },
  );
});
