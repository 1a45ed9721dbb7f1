import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * `npm run bench:js` (after `npm run build`): the site's own JavaScript each public page loads
 * at first (the entry, the route chain's modules and everything they import), without the
 * React and React Router framework file, each file compressed with brotli 11 and summed. The
 * budget is 25 KB on any page on top of the framework's 93 KB. Sizes do not depend on the
 * machine's load. Chunks a page imports later (the country filter's other names) are not counted.
 */
const BUDGET_KB = 25;
const PAGES: Record<string, string[]> = {
  '/': ['root', 'routes/_layout', 'routes/home'],
  '/countries/country/{code}': ['root', 'routes/_layout', 'routes/countries/country'],
  '/tariffs': ['root', 'routes/_layout', 'routes/tariffs'],
  '/order': ['root', 'routes/_layout', 'routes/order/order'],
  '/orders/{number}': ['root', 'routes/_layout', 'routes/order/order-status'],
  '/sanctions/company/{id}': ['root', 'routes/_layout', 'routes/sanctions/company-check'],
  '/sanctions/check': ['root', 'routes/_layout', 'routes/sanctions/check'],
};

interface ManifestEntry {
  module: string;
  imports?: string[];
}

const clientDir = path.resolve('build/client');
const assets = path.join(clientDir, 'assets');
const manifestFile = fs.readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error('No build: run `npm run build` first');
const source = fs.readFileSync(path.join(assets, manifestFile), 'utf8');
// The manifest module is `window.__reactRouterManifest={…}`: the object is valid JSON.
const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as {
  entry: ManifestEntry;
  routes: Record<string, ManifestEntry>;
};

const brotli = (file: string) =>
  zlib.brotliCompressSync(fs.readFileSync(path.join(clientDir, file)), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;

let isOver = false;
for (const [page, ids] of Object.entries(PAGES)) {
  const files = new Set([manifest.entry.module, ...(manifest.entry.imports ?? [])]);
  for (const id of ids) {
    const route = manifest.routes[id];
    if (!route) throw new Error(`No route ${id} in the build`);
    files.add(route.module);
    for (const file of route.imports ?? []) files.add(file);
  }
  const own = [...files].filter((file) => !path.basename(file).startsWith('framework-'));
  const kb = own.reduce((sum, file) => sum + brotli(file), 0) / 1024;
  isOver ||= kb > BUDGET_KB;
  console.log(
    `${page.padEnd(28)} ${kb.toFixed(1).padStart(5)} KB in ${own.length} files${kb > BUDGET_KB ? '  over the budget' : ''}`,
  );
}
console.log(
  `budget: ${BUDGET_KB} KB of the site's own script per page${isOver ? ' (exceeded)' : ''}`,
);
