import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <main className="app-page app-page--centered">
      <h1>Page not found</h1>
      <p>There is nothing at this address. It may have moved, or you may not have access to it.</p>
      <p>
        <Link to="/">Go to your workspaces</Link>
      </p>
    </main>
  );
}
