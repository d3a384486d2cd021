import { TabItemContainer, containerEntry } from '../shared/containers';

export default containerEntry('tabItem', TabItemContainer);
