/** An allowed page may send any request header its preflight asks for (If-Match among them) and read the ETag. */

/** Who may call: API_CORS_ORIGINS, or any local origin (a dev server, `vite preview`, nginx on 127.0.0.1). */
export function corsOriginFor(origin: string | undefined, allowed: readonly string[]): string | null {
  if (!origin) return null;
  if (allowed.length > 0) return allowed.includes(origin) ? origin : null;
  return /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(origin) ? origin : null;
}

/** A page on another origin reads only the answer headers exposed here: ETag is what If-Match sends back. */
export function corsHeaders(allowOrigin: string | null): Record<string, string> {
  return allowOrigin
    ? {
        'access-control-allow-origin': allowOrigin,
        vary: 'Origin',
        'access-control-expose-headers': 'content-type, etag',
      }
    : {};
}

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
