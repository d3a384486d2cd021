import { TabContainer, containerEntry } from '../shared/containers';

export default containerEntry('tab', TabContainer);
