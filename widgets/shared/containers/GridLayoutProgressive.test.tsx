import { render, screen, waitFor } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField, type ISchema } from '@formily/react';
import { GridLayout } from './GridLayout';
import { createMountTracker, EAGER_CHILDREN, GridMountContext } from '../../../engine-core/gridMount';

function Leaf({ value }: { value?: string }) {
  return <span data-testid="leaf">{value}</span>;
}

const SchemaField = createSchemaField({ components: { Leaf, GridLayout } });

const gridOf = (count: number): ISchema => ({
  type: 'object',
  properties: {
    g: {
      type: 'void',
      'x-component': 'GridLayout',
      properties: Object.fromEntries(
        Array.from({ length: count }, (_, i) => [
          `f${i}`,
          { type: 'string', 'x-component': 'Leaf', 'x-index': i, 'x-data': { span: i % 3 === 2 ? 24 : 12 } },
        ]),
      ),
    },
  },
});

function renderGrid(count: number) {
  const form = createForm({ values: Object.fromEntries(Array.from({ length: count }, (_, i) => [`f${i}`, `v${i}`])) });
  const tracker = createMountTracker();
  render(
    <FormProvider form={form}>
      <GridMountContext.Provider value={tracker}>
        <SchemaField schema={gridOf(count)} />
      </GridMountContext.Provider>
    </FormProvider>,
  );
  return { form, tracker };
}

const cells = () => document.querySelectorAll('[data-grid-cell]');

describe('GridLayout with many children', () => {
  test('a grid of ordinary size renders every child at once and never registers', () => {
    const { tracker } = renderGrid(EAGER_CHILDREN);
    expect(cells()).toHaveLength(EAGER_CHILDREN);
    expect(tracker.pending).toBe(0);
  });

  test(
    'a large grid shows the first screenful, mounts the rest in order, then settles',
    { timeout: 30000 },
    async () => {
      const { tracker, form } = renderGrid(400);
      const first = cells().length;
      expect(first).toBeGreaterThan(0);
      expect(first).toBeLessThan(400);
      expect(tracker.pending).toBe(1);
      let settledWith = -1;
      void tracker.whenSettled().then(() => (settledWith = cells().length));
      await waitFor(() => expect(settledWith).toBe(400), { timeout: 25000 });
      const leaves = screen.getAllByTestId('leaf').map((el) => el.textContent);
      expect(leaves).toEqual(Array.from({ length: 400 }, (_, i) => `v${i}`));
      expect(Object.keys(form.fields).filter((k) => k.startsWith('g.'))).toHaveLength(400);
      // blocks are rows that start on line boundaries: every row but the last is a whole number of lines
      const rows = [...document.querySelectorAll('.jnpf-grid')];
      expect(rows.length).toBeGreaterThan(1);
      for (const row of rows.slice(0, -1)) {
        const width = [...row.querySelectorAll('[data-grid-cell]')].reduce(
          (sum, cell) => sum + (cell.classList.contains('ant-col-24') ? 24 : 12),
          0,
        );
        expect(width % 24).toBe(0);
      }
    },
  );
});
