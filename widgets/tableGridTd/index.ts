import { TableGridTdContainer, containerEntry } from '../shared/containers';

export default containerEntry('tableGridTd', TableGridTdContainer);
