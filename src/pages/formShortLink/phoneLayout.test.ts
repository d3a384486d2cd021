import { singleColumnForm } from './phoneLayout';

describe('singleColumnForm', () => {
  test('every field and container takes the whole row, nested ones too', () => {
    const form = {
      span: 12,
      fields: [
        { __config__: { jnpfKey: 'input', span: 12 }, __vModel__: 'a' },
        { __config__: { jnpfKey: 'card', span: 12, children: [{ __config__: { jnpfKey: 'input', span: 8 } }] } },
        { __config__: { jnpfKey: 'divider' } },
      ],
    };
    const out = JSON.parse(singleColumnForm(JSON.stringify(form)));
    expect(out.span).toBe(24);
    expect(out.fields[0].__config__.span).toBe(24);
    expect(out.fields[1].__config__.span).toBe(24);
    expect(out.fields[1].__config__.children[0].__config__.span).toBe(24);
    expect(out.fields[2].__config__).toEqual({ jnpfKey: 'divider' });
  });

  test('unreadable text comes back as it was', () => {
    expect(singleColumnForm('{oops')).toBe('{oops');
  });
});
