/** 门户管理 (menu address system/portal): the portal list and designer live with the portal pages. */
export { default } from '../../../pages/portal/manage';
