import type { BoardHint } from '@teamboard/sdk';
import { createContext, useContext } from 'react';

/** Lets the card drawer tell the others on the board what this user is editing. */
export const BoardHintContext = createContext<(hint: BoardHint) => void>(() => undefined);

export function useSendBoardHint(): (hint: BoardHint) => void {
  return useContext(BoardHintContext);
}
