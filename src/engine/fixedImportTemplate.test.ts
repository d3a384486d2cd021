// not under apis/: apiTable.ts loads every file there into the app
import { fixedTemplateFile } from '../../contract';
import { appConfig } from '../config';
import { apis } from './apis/modelImport';

/** Which routes have a fixed import template, and where IMPORT_TEMPLATE_BASE puts its link. */

const fixedTemplate = (route: string) => apis['modelImport.fixedTemplate']!({ route });
const shipped = appConfig.importTemplateBase;
afterEach(() => {
  appConfig.importTemplateBase = shipped;
});

test('the three routes, also under a base path; no other route', () => {
  expect(fixedTemplateFile('/model/sdqybmd')).toBe('sdqybmd.xlsx');
  expect(fixedTemplateFile('/model/yysdqy/')).toBe('yysdqy.xlsx');
  expect(fixedTemplateFile('/admin/model/grhjgl')).toBe('grhjgl.xlsx');
  for (const route of [
    '/model/academic.expert',
    '/model/sdqybmd2',
    '/model/sdqybmd/x',
    '/sdqybmd',
    '/model/toString',
  ]) {
    expect(fixedTemplateFile(route)).toBeNull();
  }
});

test('by default the link is the shipped file the server serves; IMPORT_TEMPLATE_BASE moves it', async () => {
  expect(shipped).toBe('/import-templates');
  expect(await fixedTemplate('/model/sdqybmd')).toEqual({
    name: 'sdqybmd.xlsx',
    url: '/import-templates/sdqybmd.xlsx',
  });
  appConfig.importTemplateBase = 'https://files.example.org/templates/';
  expect(await fixedTemplate('/model/grhjgl')).toEqual({
    name: 'grhjgl.xlsx',
    url: 'https://files.example.org/templates/grhjgl.xlsx',
  });
  expect(await fixedTemplate('/model/office.volunteerService')).toBeNull();
});
