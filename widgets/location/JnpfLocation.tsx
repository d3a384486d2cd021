import { useEffect, useMemo, useState } from 'react';
import { Button } from 'antd';
import { CloseCircleFilled, EnvironmentOutlined } from '@ant-design/icons';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { useEngineServices } from '../../engine-core/services';
import { adjustmentRange, rangeProblem, scopeCircles } from './geo';
import { locateUser } from './geolocate';
import { LocationDialog } from './LocationDialog';
import {
  locationText,
  parseLocation,
  placeFromPoi,
  stringifyLocation,
  valueOfPlace,
  type Place,
} from './locationValue';
import { locationMessages as m } from './messages';
import { BUILT_IN_CENTER } from './useLocationPicker';

/** Designer props of `location` (docs/widgets.md). */
export interface JnpfLocationProps {
  value?: unknown;
  onChange?: (value: string) => void;
  /** a new, empty field fills itself with the nearest place to where the user is */
  autoLocation?: boolean;
  /** the fine-tune range: places only within adjustmentScope metres (default 500) of where the dialog starts */
  enableLocationScope?: boolean;
  adjustmentScope?: number | string;
  /** places only inside one of the locationScope circles ({lng, lat, radius}) */
  enableDesktopLocation?: boolean;
  locationScope?: unknown;
  clearable?: boolean;
  disabled?: boolean;
  placeholder?: string;
}

/** The range rules of the designer's props, as the dialog applies them. */
export function useRangeProps(props: JnpfLocationProps) {
  const { enableLocationScope, adjustmentScope, enableDesktopLocation, locationScope } = props;
  const fineTuneRange = enableLocationScope ? adjustmentRange(adjustmentScope) : null;
  const scopeKey = JSON.stringify(enableDesktopLocation ? (locationScope ?? []) : []);
  const scopes = useMemo(() => scopeCircles(JSON.parse(scopeKey)), [scopeKey]);
  return { fineTuneRange, scopes };
}

/** autoLocation: once, for an empty enabled field, the place nearest the user (when the browser can tell). */
function useAutoLocation(props: JnpfLocationProps, empty: boolean, write: (place: Place) => void) {
  const services = useEngineServices().location;
  const { fineTuneRange, scopes } = useRangeProps(props);
  const wanted = Boolean(props.autoLocation) && empty && !props.disabled;
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void (async () => {
      const config = await services.mapConfig().catch(() => null);
      const here = await locateUser(config?.defaultCenter ?? BUILT_IN_CENTER);
      if (!here.located || !live) return;
      const reply = await services.around({ ...here.center, page: 1, pageSize: 1 }).catch(() => null);
      const nearest = reply?.pois?.[0] ? placeFromPoi(reply.pois[0]) : null;
      const rules = { fineTune: fineTuneRange === null ? null : { origin: here.center, range: fineTuneRange }, scopes };
      if (live && nearest && !rangeProblem(nearest, rules)) write(nearest);
    })();
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the field first shows empty
  }, [wanted]);
}

/**
 * `location` (定位): the chosen place's full address and a 选择位置 button that opens the picker dialog. The
 * value is the place as JSON text (pName, cName, adName, address, name, lng, lat, fullAddress); '' when cleared.
 */
export function JnpfLocation(props: JnpfLocationProps) {
  const { value, onChange, clearable, disabled, placeholder } = props;
  useEngineLanguage();
  const [open, setOpen] = useState(false);
  const parsed = parseLocation(value);
  const text = locationText(parsed);
  const { fineTuneRange, scopes } = useRangeProps(props);
  const write = (place: Place) => onChange?.(stringifyLocation(valueOfPlace(place)));
  useAutoLocation(props, !parsed, write);

  return (
    <div className="jnpf-location" style={{ display: 'flex', gap: 8, alignItems: 'center', width: '100%' }}>
      <div
        className="jnpf-location-text"
        title={text || undefined}
        style={{
          flex: 1,
          minWidth: 0,
          minHeight: 32,
          padding: '4px 11px',
          border: '1px solid #d9d9d9',
          borderRadius: 6,
          background: disabled ? '#f5f5f5' : '#fff',
          color: text ? (disabled ? 'rgba(0,0,0,0.25)' : undefined) : '#bfbfbf',
          display: 'flex',
          alignItems: 'center',
          gap: 6,
        }}
      >
        <span style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {text || placeholder || formatMessage(m.placeholder)}
        </span>
        {clearable && text && !disabled ? (
          <CloseCircleFilled
            role="button"
            aria-label={formatMessage(m.clear)}
            className="jnpf-location-clear"
            style={{ color: 'rgba(0,0,0,0.25)', cursor: 'pointer' }}
            onClick={() => onChange?.('')}
          />
        ) : null}
      </div>
      <Button icon={<EnvironmentOutlined />} disabled={disabled} onClick={() => setOpen(true)}>
        {formatMessage(m.choose)}
      </Button>
      {open ? (
        <LocationDialog
          initial={parsed}
          fineTuneRange={fineTuneRange}
          scopes={scopes}
          onCancel={() => setOpen(false)}
          onConfirm={(place) => {
            setOpen(false);
            write(place);
          }}
        />
      ) : null}
    </div>
  );
}
