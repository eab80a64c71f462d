// Runs the project's TypeScript under plain Node, through Vite's module runner: no build step and no extra
// dependency, and the fake's `import.meta.glob` and `@/` imports work as they do in Vite and vitest.
//
//   node scripts/run-ts.mjs <module.ts> [args…]   imports the module and calls its exported main(args)
//   importTs('<module.ts>')                        the module's exports, for a tool written in plain JavaScript
//
// The runner is closed once the module is loaded: a module imports what it needs up front (an `await import()`
// made later fails).
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The exports of a TypeScript module, its path relative to the repository's root. */
export async function importTs(path) {
  const { module } = await runnerImport(`${ROOT}${path}`, {
    configFile: false,
    root: ROOT,
    logLevel: 'error',
    resolve: { alias: { '@': ROOT } },
  });
  return module;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [path, ...args] = process.argv.slice(2);
  if (!path) {
    console.error('usage: node scripts/run-ts.mjs <module.ts> [args…]');
    process.exit(2);
  }
  const module = await importTs(path);
  if (typeof module.main !== 'function') {
    console.error(`${path} exports no main(args)`);
    process.exit(2);
  }
  await module.main(args);
}
