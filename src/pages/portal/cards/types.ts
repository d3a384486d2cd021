import type { PortalCard } from '../../../../contract';

/** Every card kind is a component given its card (title, size and the kind's settings). */
export interface CardProps {
  card: PortalCard;
}
