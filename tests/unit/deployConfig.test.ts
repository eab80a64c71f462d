import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspSettings } from '@/scripts/csp.mjs';
import { DEFAULTS, serverBlock } from '@/scripts/nginx-conf.mjs';

describe('the production headers (scripts/csp.mjs) and deploy/nginx.conf', () => {
  it('deploy/nginx.conf is the generated one: regenerate it with `node scripts/nginx-conf.mjs --write`', () => {
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
      cspSettings({ VITE_API_URL: 'https://api.example.com/', VITE_UPLOAD_URL: 'https://uploads.example.com/bucket', VITE_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png' }),
    );
    expect(real).toContain("connect-src 'self' https://api.example.com https://uploads.example.com;");
    expect(real).toContain("img-src 'self' data: blob: https://api.example.com https://uploads.example.com https://*.tiles.example.com;");
    expect(real).toContain("worker-src 'none'");
    const fake = contentSecurityPolicy(cspSettings({}));
    expect(fake).toContain("connect-src 'self';");
    expect(fake).toContain('https://tile.openstreetmap.org');
    expect(fake).toContain("worker-src 'self'");
  });
});
