import { CardContainer, containerEntry } from '../shared/containers';

export default containerEntry('card', CardContainer, { props: { header: '卡片容器' }, display: '卡片容器' });
