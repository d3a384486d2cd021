import { useEffect, useState } from 'react';
import { PORTAL_GRID, type PortalCard, type PortalCardKind, type PortalInfo } from '../../../../contract';
import { getPortalInfo, updatePortal } from '../../../api/visualdev/portal';

/** The portal being designed: its loaded info, the edited cards and name, and the save of both. */
export function useDesign(id: string) {
  const [info, setInfo] = useState<PortalInfo | null>(null);
  const [cards, setCards] = useState<PortalCard[]>([]);
  const [name, setName] = useState('');
  const [enabled, setEnabled] = useState(1);
  const [selected, setSelected] = useState('');
  const load = () =>
    getPortalInfo(id).then((loaded) => {
      setInfo(loaded);
      setCards(loaded.layout.cards);
      setName(loaded.fullName);
      setEnabled(loaded.enabledMark);
    });
  useEffect(() => {
    void load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- load again only for another portal
  }, [id]);

  const move = (boxes: Pick<PortalCard, 'i' | 'x' | 'y' | 'w' | 'h'>[]) =>
    setCards((list) => list.map((c) => ({ ...c, ...boxes.find((b) => b.i === c.i) })));
  const change = (card: PortalCard) => setCards((list) => list.map((c) => (c.i === card.i ? card : c)));
  const remove = (i: string) => setCards((list) => list.filter((c) => c.i !== i));
  const add = (kind: PortalCardKind) => {
    const i = `${kind}-${Date.now().toString(36)}`;
    const bottom = Math.min(PORTAL_GRID.maxY, Math.max(0, ...cards.map((c) => c.y + c.h)));
    const settings = kind === 'iframe' ? { url: 'https://' } : kind === 'richText' ? { html: '' } : {};
    setCards((list) => [...list, { i, kind, title: '', x: 0, y: bottom, w: 6, h: 6, settings }]);
    setSelected(i);
  };
  /** Saves with the loaded version; a stale save is refused by the server and toasted by the request layer. */
  const save = async () => {
    if (!info) return null;
    const reply = await updatePortal(id, {
      fullName: name,
      enCode: info.enCode,
      enabledMark: enabled,
      sortCode: info.sortCode,
      description: info.description,
      layout: { cards },
      version: info.version,
    });
    if (reply.code === 200) await load();
    return reply;
  };
  return { info, cards, name, setName, enabled, setEnabled, selected, setSelected, move, change, remove, add, save };
}
