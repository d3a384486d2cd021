import { Component, useContext, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { createFakeServices } from '../tests/conformance/fakeServices';
import { useEngineServices } from '../engine-core/services';
import { EngineProvider, useWidgetRegistry } from './EngineProvider';
import { FormRenderer } from './FormRenderer';
import type { FormModel } from './formModel/types';
import { testRegistry } from './formModel/__fixtures__/testRegistry';
import { ScreenSchemaLoaderContext } from './screen/schemaLoader';

const model: FormModel = {
  fields: [
    { __vModel__: 'name', __config__: { jnpfKey: 'input', label: '姓名' } },
    { __vModel__: 'legacy', __config__: { jnpfKey: 'hologram', label: '旧控件' } },
  ],
};

class ShowError extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

describe('EngineProvider', () => {
  test('a form takes its widgets, grid and unknown-key stand-in from the provider', async () => {
    render(
      <EngineProvider widgets={testRegistry} services={createFakeServices()}>
        <FormRenderer formData={model} />
      </EngineProvider>,
    );
    expect(await screen.findByLabelText('姓名')).toBeInstanceOf(HTMLInputElement);
    expect(document.querySelector('[data-unavailable="true"]')?.textContent).toContain('hologram');
  });

  test('a form with no registry anywhere says so instead of rendering nothing', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // React reports a render error to window as well; jsdom would print it although the boundary shows it
    const quiet = (event: ErrorEvent) => event.preventDefault();
    window.addEventListener('error', quiet);
    try {
      render(
        <ShowError>
          <FormRenderer formData={model} services={createFakeServices()} />
        </ShowError>,
      );
    } finally {
      window.removeEventListener('error', quiet);
    }
    expect(screen.getByRole('alert').textContent).toMatch(/^no widget registry/);
  });

  test('a part left out is the enclosing provider’s', () => {
    const services = createFakeServices();
    const loadSchema = () => Promise.reject(new Error('none'));
    let seen: unknown[] = [];
    function Probe() {
      seen = [useWidgetRegistry(), useEngineServices(), useContext(ScreenSchemaLoaderContext)];
      return null;
    }
    render(
      <EngineProvider widgets={testRegistry} services={services}>
        <EngineProvider loadSchema={loadSchema}>
          <Probe />
        </EngineProvider>
      </EngineProvider>,
    );
    expect(seen).toEqual([testRegistry, services, loadSchema]);
  });
});
