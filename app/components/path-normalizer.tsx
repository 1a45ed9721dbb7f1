import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { normalizedLocation } from '../../contracts/normalize-path';

/**
 * The server redirects non-normal paths; in the browser a client-side navigation to one is
 * corrected by replacing the history entry, keeping query and hash.
 */
export function PathNormalizer() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = normalizedLocation(location.pathname, location.search, location.hash);
    if (target !== null) void navigate(target, { replace: true });
  }, [location.pathname, location.search, location.hash, navigate]);
  return null;
}
