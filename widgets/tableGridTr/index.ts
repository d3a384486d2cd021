import { TableGridTrContainer, containerEntry } from '../shared/containers';

export default containerEntry('tableGridTr', TableGridTrContainer);
