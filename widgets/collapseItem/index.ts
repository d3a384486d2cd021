import { CollapseItemContainer, containerEntry } from '../shared/containers';

export default containerEntry('collapseItem', CollapseItemContainer);
