import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, React DOM and React Router go to every page: one file, not five.
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            // The site's small shared pieces (links, icons, formatting, contracts) in one file:
            // twenty requests of a few hundred bytes each cost more in headers and round trips
            // than their code. The staff area's pieces stay with the staff area.
            {
              name: 'site-shared',
              // The sanctions check pages' parts are shared by those two pages alone: in this
              // file they would load on every page.
              test: (id: string) =>
                /[\\/]app[\\/](components|lib)[\\/]/.test(id) &&
                !/[\\/]staff[\\/]|[\\/]admin[\\/]|[\\/]check-page[\\/]/.test(id),
              minShareCount: 2,
              entriesAware: false,
              entriesAwareMergeThreshold: 4000,
              maxModuleSize: 6000,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  // Bundled when the dev server starts, so the first page view does not wait for discovery.
  optimizeDeps: {
    include: [
      'react',
      'react/jsx-dev-runtime',
      'react-dom',
      'react-dom/client',
      'react-router',
      'react-router/dom',
      '@radix-ui/react-dialog',
      'zod',
    ],
  },
});
