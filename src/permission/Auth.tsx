import type { ReactNode } from 'react';
import { useAuth } from './useAuth';

export interface AuthProps {
  /** a button enCode such as btn_add; several codes allow when any one is granted */
  code: string | readonly string[];
  /** check at all (default on); off renders the children unconditionally */
  judge?: boolean;
  modelId?: string;
  children: ReactNode;
  /** shown instead of the children when not allowed (nothing by default: the button is removed) */
  fallback?: ReactNode;
}

/** Renders its children only when the current page grants the button code (the platform's v-has). */
export function Auth({ code, judge, modelId, children, fallback = null }: AuthProps) {
  const auth = useAuth({ judge, modelId });
  const codes = typeof code === 'string' ? [code] : code;
  return <>{codes.some((c) => auth.hasButton(c)) ? children : fallback}</>;
}
