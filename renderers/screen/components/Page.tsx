import { RecursionField, useField, useFieldSchema, type Schema } from '@formily/react';
import styles from '../screen.module.css';

export interface PageProps {
  /** width of the left panel in px */
  leftWidth?: number;
}

/** The region a child of Page goes to: `"x-data": { "region": "left" }`, otherwise the main column. */
function regionOf(schema: Schema): 'left' | 'main' {
  return (schema['x-data'] as { region?: string } | undefined)?.region === 'left' ? 'left' : 'main';
}

/** Page layout: an optional left panel (a TreePanel usually) and the main column stacking the other children. */
export function Page({ leftWidth = 260 }: PageProps) {
  const schema = useFieldSchema();
  const field = useField();
  const hasLeft = Object.values(schema.properties ?? {}).some((child) => regionOf(child) === 'left');
  return (
    <div className={styles.page} data-screen-component="Page">
      {hasLeft && (
        <aside className={styles.pageLeft} style={{ width: leftWidth }}>
          <RecursionField
            schema={schema}
            basePath={field.address}
            onlyRenderProperties
            filterProperties={(child) => regionOf(child) === 'left'}
          />
        </aside>
      )}
      <section className={styles.pageMain}>
        <RecursionField
          schema={schema}
          basePath={field.address}
          onlyRenderProperties
          filterProperties={(child) => regionOf(child) === 'main'}
        />
      </section>
    </div>
  );
}
