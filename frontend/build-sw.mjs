// Generate the site's service worker with Workbox after the Sphinx build.
//
//   node frontend/build-sw.mjs SITE_DIR
//
// Precaches every file the site needs (pages, styles, scripts, the search index, icons, and
// the army builder's Pyodide, bundles and memory snapshots, so the builder too works
// offline), each under a revision hash, so a new build replaces changed files and drops the
// old cache (cleanupOutdatedCaches). The Workbox runtime is copied beside sw.js: nothing is loaded
// from a CDN. Prints one JSON line: {"count": N, "size": BYTES}.
import { generateSW } from "workbox-build";

const site = process.argv[2];
if (!site) {
  console.error("usage: node build-sw.mjs SITE_DIR");
  process.exit(2);
}

const { count, size, warnings } = await generateSW({
  globDirectory: site,
  globPatterns: ["**/*.{html,css,js,mjs,json,svg,png,ico,webmanifest,woff2,wasm,zip,bin}"],
  globIgnores: ["sw.js", "workbox-*.js", "_sources/**", ".doctrees/**", "**/*.map"],
  swDest: `${site}/sw.js`,
  inlineWorkboxRuntime: false,
  mode: "production",
  sourcemap: false,
  cleanupOutdatedCaches: true,
  clientsClaim: true,
  skipWaiting: true,
  // search.html?q=... is the cached search.html; a folder URL is its index.html
  ignoreURLParametersMatching: [/.*/],
  directoryIndex: "index.html",
  // Pyodide's WebAssembly core is the largest file (about 10 MB)
  maximumFileSizeToCacheInBytes: 24 * 1024 * 1024,
});
for (const warning of warnings) console.error(`workbox: ${warning}`);
console.log(JSON.stringify({ count, size }));
