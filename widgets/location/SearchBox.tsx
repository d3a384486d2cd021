import { useEffect, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import type { LocationTip } from '../../contract';
import type { LocationServices } from '../../engine-core/locationServices';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { locationMessages as m } from './messages';

/** Typing settles this long before tips are asked for. */
export const TIPS_DELAY_MS = 300;

export interface SearchBoxProps {
  services: LocationServices;
  /** a tip was chosen from the suggestions */
  onTip(tip: LocationTip): void;
  /** Enter or the search icon: a keyword search ('' when the box was emptied) */
  onSearch(keywords: string): void;
}

/** The search box over the map: suggestions (input tips) while typing; Enter searches by keyword. */
export function SearchBox({ services, onTip, onSearch }: SearchBoxProps) {
  useEngineLanguage();
  const [typed, setTyped] = useState('');
  const [tips, setTips] = useState<LocationTip[]>([]);

  useEffect(() => {
    const keywords = typed.trim();
    if (!keywords) {
      setTips([]);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      services
        .inputTips({ keywords })
        .then((reply) => {
          if (live) setTips(Array.isArray(reply?.tips) ? reply.tips : []);
        })
        .catch(() => {
          if (live) setTips([]);
        });
    }, TIPS_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [typed, services]);

  // the value is what the box shows once a tip is chosen; the tip itself rides along on the option
  const options = tips.map((tip) => ({
    key: tip.id,
    value: tip.name,
    tip,
    label: (
      <div className="jnpf-location-tip" data-tip-id={tip.id}>
        <span>{tip.name}</span>
        <span style={{ color: '#8c8c8c', fontSize: 12, marginLeft: 8 }}>
          {typeof tip.district === 'string' ? tip.district : ''}
        </span>
      </div>
    ),
  }));

  return (
    <AutoComplete
      className="jnpf-location-search"
      style={{ width: '100%' }}
      value={typed}
      options={options}
      onChange={(text: string) => setTyped(text)}
      onSelect={(_name: string, option: { tip?: LocationTip }) => {
        if (!option.tip) return;
        setTyped(option.tip.name);
        setTips([]);
        onTip(option.tip);
      }}
    >
      <Input.Search
        allowClear
        placeholder={formatMessage(m.search)}
        aria-label={formatMessage(m.search)}
        onSearch={(text) => {
          setTips([]);
          onSearch(text.trim());
        }}
      />
    </AutoComplete>
  );
}
