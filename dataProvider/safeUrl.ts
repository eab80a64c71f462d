// Only http and https links pass: `javascript:`, `data:`, `file:` and the rest would run script or hide something
// wherever a link is followed (here, or in the customer's app). No imports, so the fake applies the same rule.

/** An absolute http(s) address with a host; forms trim, so spaces around it are ignored. */
export function isWebAddress(value: string): boolean {
  const text = value.trim();
  // No control characters or spaces inside: browsers strip them, so "java\tscript:" would still run.
  if (text === '' || [...text].some((ch) => /\s/.test(ch) || ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f))
    return false;
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** A path on the app's own origin ("/api/v1/media/drawing/x.svg"), not a protocol-relative "//host". */
export const isSameOriginPath = (value: string): boolean => /^\/(?![/\\])\S+$/.test(value.trim());

/** The href to give a server-sent link: the address itself when it is http(s), otherwise none (show it as text). */
export const safeHref = (value: unknown): string | undefined =>
  typeof value === 'string' && isWebAddress(value) ? value.trim() : undefined;

/** A server-sent picture's src: http(s), a path on this origin or a `blob:` upload preview; else none. */
export function safeImageSrc(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return isWebAddress(text) || isSameOriginPath(text) || /^blob:https?:\/\/\S+$/.test(text) ? text : undefined;
}
