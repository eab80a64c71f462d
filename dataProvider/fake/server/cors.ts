/**
 * Who may call the fake over HTTP from a page on another origin, and what such a page may send and read. CORS lets
 * an allowed page send any request header it asks for in its preflight (If-Match among them) and read the answer's
 * ETag (Access-Control-Expose-Headers).
 */

/** Who may call: API_CORS_ORIGINS, or any local origin (a dev server, `vite preview`, nginx on 127.0.0.1). */
export function corsOriginFor(origin: string | undefined, allowed: readonly string[]): string | null {
  if (!origin) return null;
  if (allowed.length > 0) return allowed.includes(origin) ? origin : null;
  return /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin) ? origin : null;
}

/**
 * The headers every answer to an allowed origin carries. A page on another origin reads only the answer headers
 * named here: ETag is a record's version, which its whole-record write sends back in If-Match
 * (dataProvider/fake/versions.ts).
 */
export function corsHeaders(allowOrigin: string | null): Record<string, string> {
  return allowOrigin
    ? {
        'access-control-allow-origin': allowOrigin,
        vary: 'Origin',
        'access-control-expose-headers': 'content-type, etag',
      }
    : {};
}

/** The answer to a preflight (OPTIONS): any method the API has, and the headers the page asked to send. */
export function preflightHeaders(
  allowOrigin: string | null,
  requestedHeaders: string | undefined,
): Record<string, string> {
  if (!allowOrigin) return {};
  return {
    ...corsHeaders(allowOrigin),
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
    'access-control-allow-headers':
      requestedHeaders ?? 'authorization, content-type, accept-language, if-match, x-confirm-password',
    'access-control-max-age': '600',
  };
}
