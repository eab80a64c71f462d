// The nginx configuration of the production build, generated so that its CSP and security headers are the
// ones `vite preview` serves in the browser tests (both come from csp.ts).
//
//   node scripts/run-ts.mjs deploy/nginxConf.ts --write       rewrites deploy/nginx.conf (the defaults below)
//   VITE_API_URL=/ node scripts/run-ts.mjs deploy/nginxConf.ts --root /srv/backoffice/dist \
//       --backend http://10.0.0.5:8080 --server-name bo.example.com > /etc/nginx/conf.d/backoffice.conf
//   node scripts/run-ts.mjs deploy/nginxConf.ts --standalone --prefix /tmp/x --listen 4402 …   a whole
//                                          nginx.conf that runs as a normal user (the browser tests use it)
//
// The policy depends on the same VITE_* variables as the build (VITE_API_URL, VITE_UPLOAD_URL,
// VITE_TILE_URL): generate the config with the environment the build was made with.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { cspSettings, securityHeaders, type BuildEnv } from './csp';

export interface NginxOptions {
  listen?: string;
  serverName?: string;
  root?: string;
  /** Where /api/v1/ is proxied to. */
  backend?: string;
}

export const DEFAULTS: Required<NginxOptions> = {
  listen: '80',
  serverName: '_',
  root: '/srv/backoffice/dist',
  backend: 'http://127.0.0.1:4400',
};

/** The deployment's env for the policy: a build behind this proxy calls its own origin (VITE_API_URL=/). */
const deployEnv = (env: BuildEnv): BuildEnv => ({ ...env, VITE_API_URL: env.VITE_API_URL || '/' });

function headerLines(headers: Record<string, string>, indent: string): string {
  return Object.entries(headers)
    .map(([name, value]) => `${indent}add_header ${name} "${value.replace(/"/g, '\\"')}" always;`)
    .join('\n');
}

/**
 * Every /api/v1/ answer is data, never a page: not sniffed into HTML, and a policy under which nothing it
 * holds can run or be framed, whatever the backend sends (the backend's own two headers are replaced).
 */
export const API_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Content-Security-Policy': "default-src 'none'; sandbox; frame-ancestors 'none'",
};

const KB = 1024;

/** A text in each of the app's languages. */
interface Message {
  en: string;
  ar: string;
}

export interface ApiBodyLimit {
  /** The named location a longer body is answered from. */
  name: string;
  /** nginx's location. */
  location: string;
  maxBytes: number;
  message: Message;
}

/**
 * What each API call may send, and what a longer body is told: the limits and texts of the fake over HTTP
 * (dataProvider/fake/bodyLimits.ts and messages.ts; a unit test keeps them equal). `location` is nginx's.
 */
export const API_BODY_LIMITS: ApiBodyLimit[] = [
  {
    name: 'json_too_large',
    location: '/api/v1/',
    maxBytes: 1024 * KB,
    message: {
      en: 'The request is too large: a JSON body may be up to 1 MB',
      ar: 'الطلب أكبر من المسموح: يصل محتوى JSON إلى 1 ميغابايت كحد أقصى',
    },
  },
  {
    // The 2 MB file and its multipart framing.
    name: 'customers_file_too_large',
    location: '= /api/v1/vouchers/upload',
    maxBytes: 2048 * KB + 64 * KB,
    message: { en: 'The customers file must be under 2 MB', ar: 'يجب أن يكون حجم ملف العملاء أقل من 2 ميغابايت' },
  },
  {
    // The fake's image storage (a real deployment uploads to its own storage, VITE_UPLOAD_URL).
    name: 'image_too_large',
    location: '/api/v1/media/',
    maxBytes: 5120 * KB,
    message: { en: 'An image must be 5 MB or smaller', ar: 'يجب ألا يزيد حجم الصورة على 5 ميغابايت' },
  },
];

const NO_SUCH_ENDPOINT: Message = { en: 'No such endpoint', ar: 'لا توجد خدمة بهذا العنوان' };

/** A JSON `{message}` answer in the caller's language (Arabic when Accept-Language starts with ar). */
function jsonAnswer(status: number, message: Message, indent: string): string {
  const body = (text: string) => `'${JSON.stringify({ message: text })}'`;
  return [
    `${indent}default_type application/json;`,
    headerLines(API_HEADERS, indent),
    `${indent}if ($http_accept_language ~* "^\\s*ar") {`,
    `${indent}  return ${status} ${body(message.ar)};`,
    `${indent}}`,
    `${indent}return ${status} ${body(message.en)};`,
  ].join('\n');
}

/**
 * The API's locations. The path the backend receives is nginx's normalised one (proxy_pass with a path),
 * so what nginx refuses below is what the backend would have read, however the address is spelt.
 */
function apiLocations(backend: string): string {
  const origin = backend.replace(/\/+$/, '');
  const proxied = ({ name, location, maxBytes, message }: ApiBodyLimit) => `  location ${location} {
    client_max_body_size ${maxBytes / KB}k;
    error_page 413 @${name};
    proxy_pass ${origin}${location.replace(/^= /, '')};
    proxy_http_version 1.1;
    # With its port: the fake's upload addresses are absolute URLs on the address the browser used.
    proxy_set_header Host $http_host;
    proxy_set_header X-Real-IP $remote_addr;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_read_timeout 60s;
    # The backend's answers pass as it sends them: gzipping one, nginx would weaken its ETag (W/"…"), and a weak
    # tag sent back in If-Match never matches (RFC 9110's strong comparison), so every conditional save would be
    # refused with 412. A backend that wants its answers compressed compresses them itself.
    gzip off;
    proxy_hide_header X-Content-Type-Options;
    proxy_hide_header Content-Security-Policy;
${headerLines(API_HEADERS, '    ')}
  }
  location @${name} {
${jsonAnswer(413, message, '    ')}
  }`;
  return `  # The API: proxied to the backend (\`npm run api\` for the fake), same origin for the app. Each call may
  # send what the API documents and no more (a longer body is a JSON 413).
${API_BODY_LIMITS.map(proxied).join('\n\n')}

  # The fake's test controls (outbox, faults, reset) are never reachable through the shipped config,
  # in any letter case (the fake matches paths case-insensitively).
  location ~* ^/api/v1/__fake(/|$) {
${jsonAnswer(404, NO_SUCH_ENDPOINT, '    ')}
  }`;
}

/** A `server { … }` block for Debian's nginx (/etc/nginx/conf.d/ or sites-available/). */
export function serverBlock(options: NginxOptions = {}, env: BuildEnv = process.env): string {
  const { listen, serverName, root, backend } = { ...DEFAULTS, ...options };
  const security = securityHeaders(cspSettings(deployEnv(env)));
  // add_header in a location replaces the server's: each location repeats the security headers.
  const headers = (cacheControl: string) => `${headerLines({ 'Cache-Control': cacheControl, ...security }, '    ')}`;
  return `# The back-office's production build (dist/) behind Debian's nginx. Generated by deploy/nginxConf.ts from
# deploy/csp.ts: edit those and regenerate (node scripts/run-ts.mjs deploy/nginxConf.ts --write), not this file.
server {
  listen ${listen};
  server_name ${serverName};
  root ${root};
  index index.html;
  server_tokens off;
  charset utf-8;

  gzip on;
  gzip_vary on;
  gzip_comp_level 6;
  gzip_types text/css application/javascript text/javascript application/json image/svg+xml;

  # Hashed build files never change under their name: cached for a year, never revalidated. A missing
  # one is a 404, never index.html (a stale tab asking for an old chunk must not get HTML).
  location /assets/ {
${headers('public, max-age=31536000, immutable')}
    try_files $uri =404;
  }

${apiLocations(backend)}

  # index.html and the other unhashed files (direction.js, favicon.svg): always revalidated, so a new
  # release is picked up at the next load.
  location = /index.html {
${headers('no-cache')}
  }

  # Single-page app: any other path is a screen of the app (/branches/br_1, /menus/sort …).
  location / {
${headers('no-cache')}
    try_files $uri /index.html;
  }
}
`;
}

/** A whole nginx.conf that a normal user can run from a temporary prefix (pid, logs, temp files in it). */
export function standaloneConfig(
  { prefix, ...options }: NginxOptions & { prefix: string },
  env: BuildEnv = process.env,
): string {
  return `# Generated by deploy/nginxConf.ts --standalone: deploy/nginx.conf's server inside a main config
# that runs as a normal user from ${prefix}.
worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${prefix}/access.log;
  sendfile on;
  client_body_temp_path ${prefix}/client_body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;

${serverBlock(options, env)}
}
`;
}

/** The command line above. */
export function main(args: readonly string[]): void {
  const { values } = parseArgs({
    args: [...args],
    options: {
      write: { type: 'boolean', default: false },
      standalone: { type: 'boolean', default: false },
      prefix: { type: 'string', default: '/tmp/backoffice-nginx' },
      listen: { type: 'string', default: DEFAULTS.listen },
      'server-name': { type: 'string', default: DEFAULTS.serverName },
      root: { type: 'string', default: DEFAULTS.root },
      backend: { type: 'string', default: DEFAULTS.backend },
    },
  });
  const options = {
    listen: values.listen,
    serverName: values['server-name'],
    root: values.root,
    backend: values.backend,
  };
  if (values.write) {
    // The committed file: the defaults and the default policy (no upload host, OpenStreetMap tiles).
    writeFileSync(fileURLToPath(new URL('nginx.conf', import.meta.url)), serverBlock(DEFAULTS, {}));
    console.log('wrote deploy/nginx.conf');
  } else {
    process.stdout.write(
      values.standalone ? standaloneConfig({ prefix: values.prefix, ...options }) : serverBlock(options),
    );
  }
}
