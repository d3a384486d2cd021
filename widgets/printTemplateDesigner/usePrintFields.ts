import { useEffect, useState } from 'react';
import { useEngineServices } from '../../engine-core/services';
import type { PrintField } from './elementHtml';

/** A node of printDev/Fields: a field, a child table with `table.column` children, or the system group. */
export interface FieldNode extends PrintField {
  jnpfKey?: string;
  children?: FieldNode[];
}

export interface FieldGroup {
  /** `main`, a child table's key, or `system` */
  key: string;
  title: string;
  fields: PrintField[];
  /** a child table: what its loop repeats over */
  table?: string;
}

/** The palette's groups: the main fields, then each child table, then the system fields. */
export function groupFields(nodes: FieldNode[], mainTitle: string): FieldGroup[] {
  const main = nodes.filter((n) => !n.children);
  const groups: FieldGroup[] = [{ key: 'main', title: mainTitle, fields: main }];
  for (const node of nodes.filter((n) => n.children)) {
    const fields = node.children!.map(({ id, fullName }) => ({ id, fullName }));
    if (node.jnpfKey === 'table') groups.push({ key: node.id, title: node.fullName, fields, table: node.id });
    else groups.push({ key: node.id, title: node.fullName, fields });
  }
  return groups.filter((g) => g.fields.length > 0);
}

/** The fields a template of the model may use (`print.fields`); without a model, the system fields alone. */
export function usePrintFields(modelId: string | undefined): FieldNode[] {
  const services = useEngineServices();
  const [nodes, setNodes] = useState<FieldNode[]>([]);
  useEffect(() => {
    let alive = true;
    const load = services.api['print.fields'];
    if (!load) return;
    Promise.resolve(load(modelId ? { modelId } : {}))
      .then((reply) => {
        if (alive) setNodes(Array.isArray(reply) ? (reply as FieldNode[]) : []);
      })
      .catch((error: unknown) => {
        console.warn('[print designer] the fields could not be loaded', error);
        if (alive) setNodes([]);
      });
    return () => {
      alive = false;
    };
  }, [services, modelId]);
  return nodes;
}

/** The models a template may be designed for (`print.models`). */
export function usePrintModels(): { id: string; fullName: string }[] {
  const services = useEngineServices();
  const [models, setModels] = useState<{ id: string; fullName: string }[]>([]);
  useEffect(() => {
    let alive = true;
    const load = services.api['print.models'];
    if (!load) return;
    Promise.resolve(load({}))
      .then((reply) => {
        const list = (reply as { list?: unknown } | null)?.list;
        if (alive && Array.isArray(list)) setModels(list as { id: string; fullName: string }[]);
      })
      .catch((error: unknown) => console.warn('[print designer] the models could not be loaded', error));
    return () => {
      alive = false;
    };
  }, [services]);
  return models;
}
