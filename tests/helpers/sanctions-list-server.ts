import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SNAPSHOT_DIR } from './sanctions-snapshots';

/** Where each address of the stand-in server finds its snapshot (paths in upper case). */
const FILES: Record<string, string> = {
  '/OFAC/SDN.CSV': 'ofac-sdn-2021/sdn.csv',
  '/OFAC/ADD.CSV': 'ofac-sdn-2021/add.csv',
  '/OFAC/ALT.CSV': 'ofac-sdn-2021/alt.csv',
  '/OFAC/SDN_COMMENTS.CSV': 'ofac-sdn-2021/sdn_comments.csv',
  '/OFAC/CONS_PRIM.CSV': 'ofac-consolidated/cons_prim.csv',
  '/OFAC/CONS_ADD.CSV': 'ofac-consolidated/cons_add.csv',
  '/OFAC/CONS_ALT.CSV': 'ofac-consolidated/cons_alt.csv',
  '/OFAC/CONS_COMMENTS.CSV': 'ofac-consolidated/cons_comments.csv',
  '/EU/CONTENT': 'eu-fsf-excerpt-2026-08-05.xml',
  '/UK/UK-SANCTIONS-LIST.XML': 'uk-sanctions-list-excerpt-2026-09-07.xml',
  '/UN/CONSOLIDATED.XML': 'un-consolidated-2026-02-27.xml',
};

const OFAC_LAST_MODIFIED = 'Thu, 01 Jul 2021 12:00:00 GMT';

/**
 * The official addresses' stand-in on 127.0.0.1, serving the snapshots of demo/sanctions; the
 * paths in `failing` answer 500, as the EU's server sometimes does. `override` changes what a
 * path answers while the server runs (a status, or a body such as a truncated file), so one
 * server can stand for the same addresses on different days.
 */
export async function startSanctionsListServer(failing: string[] = []) {
  const overrides = new Map<string, number | string>();
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname.toUpperCase();
    const file = FILES[path];
    const override = overrides.get(path);
    if (typeof override === 'number') {
      response.writeHead(override).end();
      return;
    }
    if (typeof override === 'string') {
      response.writeHead(200, { 'content-length': String(Buffer.byteLength(override)) });
      response.end(override);
      return;
    }
    if (!file || failing.includes(path)) {
      response.writeHead(file ? 500 : 404).end();
      return;
    }
    readFile(`${SNAPSHOT_DIR}${file}`).then(
      (body) => {
        const headers: Record<string, string> = { 'content-length': String(body.length) };
        if (path.startsWith('/OFAC/')) headers['last-modified'] = OFAC_LAST_MODIFIED;
        response.writeHead(200, headers).end(body);
      },
      () => response.writeHead(500).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    /** The SANCTIONS_URL_* variables pointing here. */
    env: {
      SANCTIONS_URL_OFAC_SDN: `${base}/ofac/SDN.CSV`,
      SANCTIONS_URL_OFAC_CONS: `${base}/ofac/CONS_PRIM.CSV`,
      SANCTIONS_URL_EU: `${base}/eu/content?token=public-token`,
      SANCTIONS_URL_UK: `${base}/uk/UK-Sanctions-List.xml`,
      SANCTIONS_URL_UN: `${base}/un/consolidated.xml`,
    },
    /** What `path` (as in FILES) answers from now on; null serves its snapshot again. */
    override(path: string, answer: number | string | null) {
      if (answer === null) overrides.delete(path.toUpperCase());
      else overrides.set(path.toUpperCase(), answer);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
