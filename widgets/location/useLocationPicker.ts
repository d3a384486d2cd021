import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LocationMapConfig, LocationTip } from '../../contract';
import type { LocationServices } from '../../engine-core/locationServices';
import { formatMessage } from '../../engine-core/i18n';
import { useEngineServices } from '../../engine-core/services';
import { distanceMetres, parseLngLat, rangeProblem, type LngLat, type RangeRules, type ScopeCircle } from './geo';
import { locateUser } from './geolocate';
import type { MapCircle, MapController } from './leafletMap';
import type { LocationValue, Place } from './locationValue';
import { locationMessages as m } from './messages';
import { usePlaceList } from './usePlaceList';

/** Where the map starts when neither the browser nor the server can say (天安门). */
export const BUILT_IN_CENTER: LngLat = { lng: 116.397428, lat: 39.90923 };

export interface PickerOptions {
  /** the field's value when the dialog opened */
  initial: LocationValue | null;
  /** enableLocationScope: the fine-tune range (metres) around where the dialog started; null when off */
  fineTuneRange: number | null;
  /** enableDesktopLocation: the designer's circles ([] when off) */
  scopes: ScopeCircle[];
}

export interface PickerStart {
  center: LngLat;
  /** the browser told us where the user is */
  located: boolean;
}

const initialPlace = (value: LocationValue): Place => ({ ...value, id: 'current' });

/**
 * Where the map starts, once per opening: the field's place; but with the fine-tune range on, where the user is
 * now (within 1.5 s), else the configured default. Also the map settings (tile source).
 */
function usePickerStart(
  location: LocationServices,
  initial: LocationValue | null,
  fineTuneRange: number | null,
  onStart: (start: PickerStart) => void,
) {
  const [config, setConfig] = useState<LocationMapConfig | null>(null);
  const [start, setStart] = useState<PickerStart | null>(null);
  useEffect(() => {
    let live = true;
    void (async () => {
      const settings = await location.mapConfig().catch((error: unknown) => {
        console.warn('[location] map settings unavailable:', error);
        return null;
      });
      const fallback = settings?.defaultCenter ?? BUILT_IN_CENTER;
      const begin: PickerStart =
        initial && fineTuneRange === null
          ? { center: { lng: initial.lng, lat: initial.lat }, located: false }
          : await locateUser(fallback);
      if (!live) return;
      setConfig(settings ?? { tileUrl: '', tileSubdomains: 'abc', defaultCenter: fallback, source: 'seed' });
      setStart(begin);
      onStart(begin);
    })();
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening: the dialog mounts afresh each time
  }, []);
  return { config, start };
}

/** The rules of the range props around where the map started, and the circles that show them. */
function useRangeRules(start: PickerStart | null, fineTuneRange: number | null, scopes: ScopeCircle[]) {
  return useMemo(() => {
    const rules: RangeRules = {
      fineTune: start && fineTuneRange !== null ? { origin: start.center, range: fineTuneRange } : null,
      scopes,
    };
    const circles: MapCircle[] = [
      ...(rules.fineTune
        ? [{ ...rules.fineTune.origin, radius: rules.fineTune.range, kind: 'fineTune' as const }]
        : []),
      ...scopes.map((c) => ({ ...c, kind: 'scope' as const })),
    ];
    return { rules, circles };
  }, [start, fineTuneRange, scopes]);
}

/**
 * The location dialog's behaviour (docs/widgets.md, location): the nearby list that follows every map move
 * from page 1, keyword search and tips, and the range rules on every pick, move and confirm.
 */
export function useLocationPicker({ initial, fineTuneRange, scopes }: PickerOptions) {
  const services = useEngineServices();
  const location = services.location;
  const list = usePlaceList(location);
  const { reset } = list;
  const { config, start } = usePickerStart(location, initial, fineTuneRange, (begin) =>
    reset({ kind: 'around', center: begin.center }),
  );
  const [selected, setSelected] = useState<Place | null>(initial ? initialPlace(initial) : null);
  const controller = useRef<MapController | null>(null);
  const { rules, circles } = useRangeRules(start, fineTuneRange, scopes);

  const warn = useCallback((text: string) => services.toast(text, 'warning'), [services]);
  const problemText = (problem: 'outOfFineTune' | 'outOfScope') =>
    formatMessage(problem === 'outOfFineTune' ? m.outOfFineTune : m.outOfScope);

  /** A move beyond the fine-tune range is refused: warned, and the map goes back to where it started. */
  const moveTo = useCallback(
    (center: LngLat, byUser: boolean) => {
      const fine = rules.fineTune;
      if (fine && distanceMetres(fine.origin, center) > fine.range) {
        warn(formatMessage(m.outOfFineTune));
        if (byUser) controller.current?.setView(fine.origin);
        reset({ kind: 'around', center: fine.origin });
        return;
      }
      if (!byUser) controller.current?.setView(center);
      reset({ kind: 'around', center });
    },
    [rules, warn, reset],
  );

  const onUserMove = useCallback((center: LngLat) => moveTo(center, true), [moveTo]);

  const onTip = (tip: LocationTip) => {
    const point = parseLngLat(tip.location);
    if (point) moveTo(point, false);
    else reset({ kind: 'text', keywords: tip.name });
  };

  const onSearch = (keywords: string) => {
    if (keywords) reset({ kind: 'text', keywords });
    else reset({ kind: 'around', center: controller.current?.getCenter() ?? start?.center ?? BUILT_IN_CENTER });
  };

  const pick = (place: Place) => {
    const problem = rangeProblem(place, rules);
    if (problem) return warn(problemText(problem));
    setSelected(place);
    controller.current?.setView(place);
  };

  /** The value to write, or null (with the warning shown) when the dialog must stay open. */
  const confirm = (): Place | null => {
    if (!selected) {
      warn(formatMessage(m.mustChoose));
      return null;
    }
    const problem = rangeProblem(selected, rules);
    if (problem) {
      warn(problemText(problem));
      return null;
    }
    return selected;
  };

  return {
    config,
    start,
    selected,
    circles,
    list,
    services: location,
    onReady: (made: MapController) => void (controller.current = made),
    onUserMove,
    onTip,
    onSearch,
    pick,
    confirm,
  };
}
