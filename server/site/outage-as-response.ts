import { data } from 'react-router';
import { MESSAGES } from '../../contracts/messages';
import { isDatabaseUnavailable } from '../../db/database-unavailable';

/** What a route's error boundary receives while the database is away. */
export const OUTAGE_STATUS = 503;

function rethrow(error: unknown): never {
  if (!isDatabaseUnavailable(error)) throw error;
  // A thrown `data()` reaches the error boundary as a route error response with its status,
  // on the server and in client-side navigations alike; a plain error would be a 500.
  throw data({ message: MESSAGES.databaseUnavailable }, { status: OUTAGE_STATUS });
}

const wrapped = new WeakMap<object, object>();

/** A group of service calls; plain data (the site's contact details) is passed on untouched. */
function isServiceGroup(value: unknown): value is object {
  return (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.values(value).some((v) => typeof v === 'function')
  );
}

/**
 * The services as route loaders and actions see them: a call that fails because the database
 * is away throws a 503 instead, so the page says so honestly rather than «что-то пошло не так».
 * One wrapper for every service, however deep, rather than a try/catch in every loader.
 */
export function withOutageAsResponse<T extends object>(services: T): T {
  const known = wrapped.get(services);
  if (known) return known as T;
  const proxy = new Proxy(services, {
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if (typeof value === 'function') {
        return (...args: unknown[]) => {
          try {
            const result: unknown = value.apply(target, args);
            return result instanceof Promise ? result.catch(rethrow) : result;
          } catch (error) {
            return rethrow(error);
          }
        };
      }
      return isServiceGroup(value) ? withOutageAsResponse(value) : value;
    },
  });
  wrapped.set(services, proxy);
  return proxy;
}
