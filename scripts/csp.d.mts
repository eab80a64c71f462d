// Types for scripts/csp.mjs, so vite.config.ts and the tests import it under TypeScript strict.
export interface CspSettings {
  fake: boolean;
  api: string | null;
  upload: string | null;
  tiles: string | null;
}
export declare const DEFAULT_TILE_URL: string;
export declare function originOf(url: string | undefined): string | null;
export declare function cspSettings(env?: Record<string, string | undefined>): CspSettings;
export declare function cspDirectives(settings?: CspSettings): [string, string[]][];
export declare function contentSecurityPolicy(settings?: CspSettings): string;
export declare function securityHeaders(settings?: CspSettings): Record<string, string>;
