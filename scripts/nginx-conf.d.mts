// Types for scripts/nginx-conf.mjs, for the test that keeps deploy/nginx.conf in step with it.
export interface NginxOptions {
  listen?: string;
  serverName?: string;
  root?: string;
  backend?: string;
}
export declare const DEFAULTS: Required<NginxOptions>;
export declare function serverBlock(options?: NginxOptions, env?: Record<string, string | undefined>): string;
export declare function standaloneConfig(
  options: NginxOptions & { prefix: string },
  env?: Record<string, string | undefined>,
): string;
export declare const API_HEADERS: Record<string, string>;
export interface ApiBodyLimit {
  name: string;
  location: string;
  maxBytes: number;
  message: { en: string; ar: string };
}
export declare const API_BODY_LIMITS: ApiBodyLimit[];
