import { Link } from 'react-router';
import { useDocumentTitle } from '@/shared/hooks/use-document-title';

export function NotFoundPage() {
  useDocumentTitle('Page not found');
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
