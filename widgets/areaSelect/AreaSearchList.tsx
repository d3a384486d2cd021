import { useEffect, useState, type KeyboardEvent } from 'react';
import { Empty, Spin } from 'antd';
import type { AreaSearchHit } from '../../engine-core/areaServices';
import { useEngineServices } from '../../engine-core/services';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { PATH_SEPARATOR } from '../../engine-core/options/optionText';
import { acceptable, pathKey } from './areaValue';
import { areaMessages } from './messages';

/**
 * The areas matching a keyword, as a flat list in place of the tree. Only areas at the field's level are listed
 * (a path of level+1 ids is the only one a confirm accepts); each reads as its names from the province down.
 */
function useAreaHits(keyword: string, level: number) {
  const { areas } = useEngineServices();
  const [state, setState] = useState<{ keyword: string; hits: AreaSearchHit[] } | null>(null);
  useEffect(() => {
    let live = true;
    areas
      .search(keyword)
      .catch((error: unknown) => {
        console.warn(`[areaSelect] could not search the areas for "${keyword}":`, error);
        return [];
      })
      .then((hits) => live && setState({ keyword, hits: hits.filter((h) => acceptable(h.idPath, level)) }));
    return () => {
      live = false;
    };
  }, [areas, keyword, level]);
  // the previous keyword's hits are not shown under a new keyword
  return state?.keyword === keyword ? state.hits : null;
}

export interface AreaSearchListProps {
  keyword: string;
  level: number;
  selectedKeys: string[];
  onPick(hit: AreaSearchHit): void;
}

/** ArrowUp/ArrowDown move between the options, Enter or Space picks the focused one. */
function onListKey(event: KeyboardEvent<HTMLDivElement>) {
  const options = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="option"]')];
  const at = options.indexOf(document.activeElement as HTMLElement);
  const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
  if (!step || !options.length) return;
  event.preventDefault();
  options[Math.min(options.length - 1, Math.max(0, at + step))]?.focus();
}

export function AreaSearchList({ keyword, level, selectedKeys, onPick }: AreaSearchListProps) {
  const lang = useEngineLanguage();
  const hits = useAreaHits(keyword, level);
  if (hits === null) return <Spin size="small" style={{ display: 'block', margin: '24px auto' }} />;
  if (hits.length === 0) return <Empty description={formatMessage(areaMessages.nothing, {}, lang)} />;
  return (
    <div
      className="jnpf-area-search-list"
      role="listbox"
      aria-label={formatMessage(areaMessages.searchResults, {}, lang)}
      onKeyDown={onListKey}
    >
      {hits.map((hit) => {
        const key = pathKey(hit.idPath);
        const selected = selectedKeys.includes(key);
        return (
          <div
            key={key}
            role="option"
            tabIndex={0}
            aria-selected={selected}
            data-path={key}
            className="jnpf-area-search-item"
            style={{
              padding: '4px 8px',
              borderRadius: 4,
              cursor: 'pointer',
              background: selected ? '#e6f4ff' : undefined,
            }}
            onClick={() => onPick(hit)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter' && event.key !== ' ') return;
              event.preventDefault();
              event.stopPropagation();
              onPick(hit);
            }}
          >
            {hit.namePath.join(PATH_SEPARATOR)}
          </div>
        );
      })}
    </div>
  );
}
