import { RowContainer, containerEntry } from '../shared/containers';

export default containerEntry('row', RowContainer);
