import { Inbox } from './Inbox';
import '../notifications.css';

/** `/inbox`: every notification of the signed-in user. */
export function InboxPage() {
  return (
    <main className="app-screen app-screen--narrow">
      <Inbox headingLevel={1} />
    </main>
  );
}
