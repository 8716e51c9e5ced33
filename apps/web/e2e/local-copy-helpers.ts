import type { Page } from 'playwright-core';
import { LOCAL_COPY_DATABASE, localCopyKey } from '@/app/local-copy';

/** The user's saved copy as IndexedDB holds it (a JSON string), or `null` when there is none. */
export function storedCopy(page: Page, userId: string): Promise<string | null> {
  return page.evaluate(
    ({ name, store, key }) =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(new Error(String(open.error)));
        open.onsuccess = () => {
          const request = open.result.transaction(store, 'readonly').objectStore(store).get(key);
          request.onerror = () => reject(new Error(String(request.error)));
          request.onsuccess = () => {
            open.result.close();
            resolve(typeof request.result === 'string' ? request.result : null);
          };
        };
      }),
    { ...LOCAL_COPY_DATABASE, key: localCopyKey(userId) },
  );
}
