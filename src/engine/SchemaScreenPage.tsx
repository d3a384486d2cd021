import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { Alert, Spin } from 'antd';
import { useMatches, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '../store/session';
import type { RouteHandle } from '../router/routeHandle';
import { formatProblem, type ScreenProblem } from '../../renderers';
import { defaultRegistry } from '../../widgets';
import { bundledScreenSchema, resolveScreenSchema } from './screenCatalog';
import { appScreenValidator } from './screenValidation';
import { useAuth } from '../permission/useAuth';
import { ResilientScreen } from './ResilientScreen';
import type { ResolvedScreen } from './screenOverrides';

type Loaded = { resolved: ResolvedScreen } | { problems: ScreenProblem[] } | { error: string };

/**
 * A menu page built from `schemas/<id>.json`: loads it, runs the meta-check (a broken file shows where it is
 * broken instead of a blank page) and renders it with the route's query as `$params`.
 */
export function SchemaScreenPage({ id, extraParams }: { id: string; extraParams?: Record<string, string> }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [search] = useSearchParams();
  const matches = useMatches();
  // buttons, row actions and switches with `auth` are offered per the menu's button permissions
  const { hasButton } = useAuth();
  // why the server's copy of this screen was not used: for administrators, who can fix it
  const isAdministrator = useSnapshot(session).userInfo?.isAdministrator === true;
  // `$params.menuId`: the menu the screen was opened from (column settings are kept per menu)
  const menuId = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.menu?.id;
  const params = useMemo(
    () => ({ ...Object.fromEntries(search.entries()), ...extraParams, ...(menuId ? { menuId } : {}) }),
    [search, menuId, extraParams],
  );

  useEffect(() => {
    let alive = true;
    resolveScreenSchema(id)
      .then((resolved) => {
        const problems = appScreenValidator()(resolved.schema, `schemas/${id}.json`);
        if (alive) setLoaded(problems.length ? { problems } : { resolved });
      })
      .catch((error: unknown) => alive && setLoaded({ error: String(error) }));
    return () => {
      alive = false;
    };
  }, [id]);

  if (!loaded) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  if ('resolved' in loaded) {
    return (
      <ResilientScreen
        id={id}
        resolved={loaded.resolved}
        loadDefault={bundledScreenSchema}
        isAdministrator={isAdministrator}
        params={params}
        can={hasButton}
        registry={defaultRegistry}
      />
    );
  }
  const description = 'problems' in loaded ? loaded.problems.map(formatProblem).join('\n') : loaded.error;
  return (
    <Alert
      type="error"
      showIcon
      data-testid="screen-error"
      message={`schemas/${id}.json`}
      description={<pre style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{description}</pre>}
    />
  );
}

const pages = new Map<string, ComponentType>();

/** A component without props for the page registry, one per screen id. */
export function screenPageFor(id: string): ComponentType {
  let page = pages.get(id);
  if (!page) {
    page = function ScreenPage() {
      return <SchemaScreenPage id={id} />;
    };
    pages.set(id, page);
  }
  return page;
}
