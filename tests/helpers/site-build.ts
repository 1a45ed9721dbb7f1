import type { ServerBuild } from 'react-router';
import { createServer } from 'vite';
import type { ServerBuildSource } from '../../server/site/react-router-handler';

export interface SiteBuild {
  getBuild: ServerBuildSource;
  close(): Promise<void>;
}

/**
 * The React site's server build compiled from the sources by Vite (as `make dev` does), so an
 * integration test can render pages without `npm run build`. Loading it takes several seconds:
 * only the tests that need pages use it. The caller closes it.
 */
export async function loadSiteBuild(): Promise<SiteBuild> {
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'silent',
  });
  try {
    const build = (await vite.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
    return { getBuild: async () => build, close: () => vite.close() };
  } catch (error) {
    await vite.close();
    throw error;
  }
}
