import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BellOutlined, CalendarOutlined, NotificationOutlined, PartitionOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { dictionaryOptions } from '../../engine/dictionaryCache';

/** Message types 1 notice, 2 flow, 3 system, 4 schedule: their icon and tag colour in the drawer and the table. */
const LOOKS: Record<number, { icon: ReactNode; color: string }> = {
  1: { icon: <NotificationOutlined />, color: 'blue' },
  2: { icon: <PartitionOutlined />, color: 'purple' },
  3: { icon: <BellOutlined />, color: 'orange' },
  4: { icon: <CalendarOutlined />, color: 'green' },
};

export interface TypeOption {
  value: number;
  label: string;
}

/**
 * The source-type choices: the dictionary msgSourceType (its enCode is the type number); the bundle's four
 * names stand in until it loads, or when it cannot be read.
 */
export function useMessageTypeOptions(): TypeOption[] {
  const { t } = useTranslation();
  const fallback = [1, 2, 3, 4].map((value) => ({ value, label: t(`msgCenter.types.${value}`) }));
  const [fromDictionary, setFromDictionary] = useState<TypeOption[] | null>(null);
  useEffect(() => {
    let live = true;
    dictionaryOptions('msgSourceType').then(
      (items) => {
        const options = items
          .map((item) => ({ value: Number(item.enCode ?? item.id), label: String(item.fullName) }))
          .filter((o) => Number.isInteger(o.value));
        if (live && options.length) setFromDictionary(options);
      },
      () => undefined, // the bundle's names stay
    );
    return () => {
      live = false;
    };
  }, []);
  return fromDictionary ?? fallback;
}

export function MessageTypeTag({ type, options }: { type: number; options: TypeOption[] }) {
  const look = LOOKS[type] ?? LOOKS[3];
  const label = options.find((o) => o.value === type)?.label ?? String(type);
  return (
    <Tag color={look.color} icon={look.icon} style={{ marginInlineEnd: 0 }} data-testid="message-type">
      {label}
    </Tag>
  );
}
