import { CollapseContainer, containerEntry } from '../shared/containers';

export default containerEntry('collapse', CollapseContainer);
