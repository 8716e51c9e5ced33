import { useCallback } from 'react';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { LoadFailure } from './LoadFailure';

/**
 * Every route's error boundary: React Router's developer page never reaches a user. Rendered in
 * place of the failed route only, so a card that cannot open leaves its board on screen.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  // The same address again: React Router forgot the failed `lazy`, so this loads it anew.
  const retry = useCallback(
    () => void navigate(location, { replace: true, state: location.state as unknown }),
    [navigate, location],
  );
  return (
    <div className="app-route-error">
      <LoadFailure error={error} retry={retry} />
    </div>
  );
}
