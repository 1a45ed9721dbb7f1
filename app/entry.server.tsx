import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import {
  isRouteErrorResponse,
  ServerRouter,
  type AppLoadContext,
  type EntryContext,
  type HandleErrorFunction,
} from 'react-router';
import { lowPriorityScriptPreloads } from './lib/script-preload-priority.server';
import { NonceProvider } from './nonce';

export const streamTimeout = 10_000;

/**
 * A loader's or action's failure goes to the server's log, whose serializers leave out SQL
 * parameters and personal data, rather than to the console as React Router would print it.
 * The URL is not logged here: the request's own line has it, its link token redacted. The
 * client's own mistakes are left out: a 4xx React Router answers itself (a form posted to a
 * page without one, an unknown path) is no error of the server's, and a client that went away
 * needs no stack trace.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const log = (context as Partial<AppLoadContext> | undefined)?.log;
  if (log) log.error({ err: error }, 'page request failed');
  else console.error(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers and SPA-mode get the whole document at once; browsers get it streamed.
    const readyOption =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = lowPriorityScriptPreloads();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell are logged here; before it, onShellError rejects.
          if (shellRendered) loadContext.log.error({ err: error }, 'page render failed');
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
