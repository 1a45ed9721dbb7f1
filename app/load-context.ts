import type { AppLoadContextValue } from '../contracts/request-context';

declare module 'react-router' {
  // Route loaders receive the server's services through React Router's load context.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppLoadContextValue {}
}

export {};
