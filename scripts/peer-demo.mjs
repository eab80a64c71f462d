// react-admin's own e-commerce demo (examples/demo, "Posters Galore") with its in-browser fake REST server, for the
// side-by-side figures of scripts/bench-peer.mjs, built twice: as it ships (dist/), and with its fake answering at
// once (dist-at-once/: its `withDelay(300)` and request logging taken out), as this product's fake does. It is built
// outside this repository, in RA_DEMO_DIR (default ~/.cache/ra-demo), once: a later call finds both and returns.
//
// Its source is react-admin's repository at REACT_ADMIN_REF, taken from the first of: RA_DEMO_SOURCE (a checkout
// or a bare git directory of react-admin), a mirror at /work/.mirror/marmelab+react-admin/repo, or a shallow
// clone from GitHub. Outside react-admin's monorepo the demo takes the published packages (react-admin,
// ra-data-*, ra-i18n-polyglot, ra-language-*, data-generator-retail…) at the newest 5.x, through npm install.
//
//   node scripts/peer-demo.mjs            builds it if absent and prints the two dist folders
//   node scripts/peer-demo.mjs --force    builds it again
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The react-admin commit whose demo is measured (2026-07-31, react-admin 5.15). */
export const REACT_ADMIN_REF = '051f511bb0afb5ea565c2d3728bf4dab0a6fa5e0';
const MIRROR = '/work/.mirror/marmelab+react-admin/repo';
const CLONE_URL = 'https://github.com/marmelab/react-admin.git';

export const demoDir = () => process.env.RA_DEMO_DIR || join(homedir(), '.cache', 'ra-demo');
const log = (...args) => console.error('[peer-demo]', ...args);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (exit ${result.status})`);
}

const isGitDir = (dir) => existsSync(join(dir, 'HEAD')) && existsSync(join(dir, 'objects'));

/** A git directory holding react-admin, or a checkout folder with examples/demo in it. */
function findSource() {
  const given = process.env.RA_DEMO_SOURCE;
  if (given) {
    if (existsSync(join(given, 'examples', 'demo', 'package.json'))) return { folder: given };
    if (isGitDir(given)) return { gitDir: given };
    if (isGitDir(join(given, '.git'))) return { gitDir: join(given, '.git') };
    throw new Error(`RA_DEMO_SOURCE=${given} is neither a react-admin checkout nor its git directory`);
  }
  if (isGitDir(MIRROR)) return { gitDir: MIRROR };
  const clone = join(tmpdir(), 'react-admin-clone');
  if (!isGitDir(join(clone, '.git'))) {
    log(`cloning ${CLONE_URL} (examples/ only) into ${clone}`);
    rmSync(clone, { recursive: true, force: true });
    run('git', ['clone', '--filter=blob:none', '--sparse', '--no-checkout', CLONE_URL, clone]);
    run('git', ['-C', clone, 'sparse-checkout', 'set', 'examples/demo']);
  }
  return { gitDir: join(clone, '.git') };
}

/** Copies examples/demo at REACT_ADMIN_REF (or the source's HEAD when that commit is not in it) into `target`. */
function copyDemo(source, target) {
  mkdirSync(target, { recursive: true });
  if (source.folder) {
    run('cp', ['-r', join(source.folder, 'examples', 'demo', '.'), target]);
    return 'a checkout (its own state)';
  }
  const has = spawnSync('git', ['--git-dir', source.gitDir, 'cat-file', '-e', `${REACT_ADMIN_REF}^{commit}`]);
  const ref = has.status === 0 ? REACT_ADMIN_REF : 'HEAD';
  if (ref === 'HEAD') log(`${REACT_ADMIN_REF} is not in ${source.gitDir}; taking its HEAD`);
  // Through a throw-away index, which reads examples/demo's files only (the mirror may lack other blobs).
  const env = { ...process.env, GIT_INDEX_FILE: join(tmpdir(), `ra-demo-index-${process.pid}`) };
  run('git', ['--git-dir', source.gitDir, 'read-tree', `${ref}:examples/demo`], { env });
  run('git', ['--git-dir', source.gitDir, '--work-tree', target, 'checkout-index', '-a'], { env });
  rmSync(env.GIT_INDEX_FILE, { force: true });
  return execFileSync('git', ['--git-dir', source.gitDir, 'rev-parse', ref]).toString().trim();
}

/**
 * What the demo needs outside its monorepo. Its vite config opens a bundle report in a browser. It aliases every
 * @mui/* import to that package's `esm/` folder, so ra-ui-materialui's MUI peers must be the demo's MUI 7:
 * left to npm they are installed at the newest major, which has no such folder. And npm would nest an older
 * @tiptap/core under ra-input-rich-text, whose extensions then miss an export.
 */
function adapt(target) {
  const configPath = join(target, 'vite.config.ts');
  const config = readFileSync(configPath, 'utf8').replace("open: process.env.NODE_ENV !== 'CI'", 'open: false');
  writeFileSync(configPath, config);
  const pkgPath = join(target, 'package.json');
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
  const muiMajor = pkg.dependencies['@mui/material'];
  pkg.dependencies['@mui/system'] ??= muiMajor;
  pkg.dependencies['@mui/utils'] ??= muiMajor;
  // Workspace references (a checkout of another react-admin version) become the published 5.x.
  for (const deps of [pkg.dependencies, pkg.devDependencies]) {
    for (const [name, version] of Object.entries(deps ?? {}))
      if (version.startsWith('workspace:')) deps[name] = '^5.0.0';
  }
  pkg.overrides = Object.fromEntries(
    ['core', 'pm', 'react', 'starter-kit', 'extension-highlight', 'extension-image', 'extension-text-align'].map(
      (name) => [`@tiptap/${name}`, '^3.34.0'],
    ),
  );
  writeFileSync(pkgPath, JSON.stringify(pkg, null, 2));
}

const FAKE_SERVER = join('src', 'fakeServer', 'rest.ts');

/** The demo's fake as this product's answers: at once, without a console line per request. */
export function withoutDelay(source) {
  const atOnce = source
    .replace(/\s*middlewares: \[withDelay\(\d+\)\],/, '')
    .replace('loggingEnabled: true', 'loggingEnabled: false');
  if (atOnce.includes('withDelay(') || atOnce.includes('loggingEnabled: true'))
    throw new Error(`${FAKE_SERVER}: its delay or logging is no longer where this script takes it out`);
  return atOnce.replace("import { MswAdapter, withDelay } from 'fakerest';", "import { MswAdapter } from 'fakerest';");
}

/** The second build, its fake answering at once, beside the first; the source is put back after. */
function buildAtOnce(dir) {
  const path = join(dir, FAKE_SERVER);
  const shipped = readFileSync(path, 'utf8');
  writeFileSync(path, withoutDelay(shipped));
  try {
    run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', 'dist-at-once'], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production' },
    });
  } finally {
    writeFileSync(path, shipped);
  }
}

/** Builds the demo into demoDir() unless it is there already; returns its two dist folders. */
export function ensureDemo({ force = false } = {}) {
  const dir = demoDir();
  const dist = join(dir, 'dist');
  const atOnce = join(dir, 'dist-at-once');
  if (!force && existsSync(join(dist, 'index.html'))) {
    if (!existsSync(join(atOnce, 'index.html'))) buildAtOnce(dir);
    return { shipped: dist, atOnce };
  }
  log(`building react-admin's demo in ${dir}`);
  rmSync(dir, { recursive: true, force: true });
  const commit = copyDemo(findSource(), dir);
  adapt(dir);
  run('npm', ['install', '--no-audit', '--no-fund', '--loglevel', 'error'], { cwd: dir });
  run('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: dir, env: { ...process.env, NODE_ENV: 'production' } });
  buildAtOnce(dir);
  const version = (name) => JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
  writeFileSync(
    join(dir, 'BUILT.json'),
    JSON.stringify(
      {
        reactAdminCommit: commit,
        builtAt: new Date().toISOString(),
        versions: Object.fromEntries(
          ['react-admin', 'data-generator-retail', 'fakerest', '@mui/material', 'react', 'vite'].map((n) => [
            n,
            version(n),
          ]),
        ),
      },
      null,
      2,
    ),
  );
  return { shipped: dist, atOnce };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { shipped, atOnce } = ensureDemo({ force: process.argv.includes('--force') });
  console.log(`${shipped}\n${atOnce}`);
}
