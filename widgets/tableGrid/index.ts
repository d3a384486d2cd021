import { TableGridContainer, containerEntry } from '../shared/containers';

export default containerEntry('tableGrid', TableGridContainer);
