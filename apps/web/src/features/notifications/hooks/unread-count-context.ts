import { createContext, useContext } from 'react';

/** The live unread count, kept by NotificationsProvider (one subscription per signed-in client). */
export const UnreadCountContext = createContext<number>(0);

export const useUnreadCount = (): number => useContext(UnreadCountContext);
