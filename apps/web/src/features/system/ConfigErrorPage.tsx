export interface ConfigErrorPageProps {
  message: string;
}

/** Shown instead of a blank page when the app cannot reach or find its backend. */
export function ConfigErrorPage({ message }: ConfigErrorPageProps) {
  return (
    <main className="app-page app-page--centered" role="alert">
      <h1>Teamboard can’t reach its server</h1>
      <p>{message}</p>
      <button type="button" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
