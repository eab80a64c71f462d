// The one source of the production build's Content-Security-Policy and security headers. Used by
// vite.config.ts (`vite preview`, which the browser tests and the bench run against) and by
// nginxConf.ts (deploy/nginx.conf), so the tested headers are the shipped ones.
//
// What it allows, and why:
//   script-src 'self'        the app's own files only: no inline script, no eval (index.html's direction
//                            script is public/direction.js)
//   style-src 'unsafe-inline' MUI (emotion) and Leaflet write <style> tags and style attributes at run time;
//                            styles cannot run code
//   connect-src              this origin, the API (VITE_API_URL) and the upload host (VITE_UPLOAD_URL)
//   img-src                  the same, data:/blob: (chosen photos before upload), and the map tiles' host
//                            (VITE_TILE_URL, OpenStreetMap by default)
//   worker-src 'self'        only when the built-in fake runs (msw's service worker); otherwise 'none'
//   frame-ancestors 'none'   no page may frame the back-office (clickjacking); X-Frame-Options for old browsers

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** The environment the policy is read from: process.env, Vite's loadEnv, or a test's few variables. */
export type BuildEnv = Record<string, string | undefined>;

/** What the policy depends on: each null means this origin only. */
export interface CspSettings {
  /** The built-in fake runs (its service worker). */
  fake: boolean;
  api: string | null;
  upload: string | null;
  tiles: string | null;
}

/** The origin of a URL, or null for an empty, relative ('/') or unreadable one (which mean this origin). */
export function originOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url.replace(/\{s\}/g, 'tile-subdomain')).origin.replace('tile-subdomain', '*');
  } catch {
    return null;
  }
}

/**
 * The settings the policy depends on, from an environment (process.env or Vite's loadEnv): the same
 * VITE_* variables the build reads. The fake runs when VITE_API_URL is empty (src/demo/fake.ts).
 */
export function cspSettings(env: BuildEnv = process.env): CspSettings {
  const apiUrl = env.VITE_API_URL ?? '';
  return {
    fake: !apiUrl,
    api: originOf(apiUrl),
    upload: originOf(env.VITE_UPLOAD_URL ?? ''),
    tiles: originOf(env.VITE_TILE_URL || DEFAULT_TILE_URL),
  };
}

const unique = (list: (string | null)[]): string[] => [
  ...new Set(list.filter((value): value is string => Boolean(value))),
];

/** The policy's directives, in order. */
export function cspDirectives(settings: CspSettings = cspSettings()): [string, string[]][] {
  const { fake, api, upload, tiles } = settings;
  return [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', unique(["'self'", 'data:', 'blob:', api, upload, tiles])],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', unique(["'self'", api, upload])],
    ['worker-src', fake ? ["'self'"] : ["'none'"]],
    ['manifest-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

export function contentSecurityPolicy(settings: CspSettings = cspSettings()): string {
  return cspDirectives(settings)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Every header the production build is served with (besides caching, which depends on the file). */
export function securityHeaders(settings: CspSettings = cspSettings()): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(settings),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** `node scripts/run-ts.mjs deploy/csp.ts`: prints the headers for the current environment. */
export function main(): void {
  for (const [name, value] of Object.entries(securityHeaders())) console.log(`${name}: ${value}`);
}
