// Types for scripts/ports.mjs, imported by the Playwright configs.
export declare function freePort(): Promise<number>;
export declare function portInUse(port: number): Promise<boolean>;
export declare function freePortSync(): number;
export declare function portFromEnv(name: string): Promise<number>;
export declare function portForRun(name: string, options?: { reuse?: boolean }): number;
