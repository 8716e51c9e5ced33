import { LIMITS } from '@teamboard/sdk';
import { Button } from '@teamboard/ui';

export function App() {
  return (
    <main>
      <h1>Teamboard</h1>
      <p>Plan work together with up to {LIMITS.membersPerWorkspace} people per workspace.</p>
      <Button>Get started</Button>
    </main>
  );
}
