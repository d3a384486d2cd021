import { useEffect } from 'react';
import { startMessageSocket } from './socketService';

/** The signed-in layout holds the message socket open while it is mounted. */
export function useMessageSocket(): void {
  useEffect(() => startMessageSocket(), []);
}
