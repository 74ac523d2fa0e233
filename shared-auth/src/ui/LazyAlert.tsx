import type { AlertProps } from 'antd';
import { lazyComponent } from './lazyComponent';

/**
 * antd's Alert, loaded the first time one renders. For notices that code on the first screen shows only now and then
 * (a failed request, a degraded source): Alert is in antd's `data` group, which would otherwise load with the first
 * screen (docs/architecture.md, "The first load"). Nothing shows while it loads.
 */
export const LazyAlert = lazyComponent<AlertProps>(() => import('./antdAlert').then((module) => module.Alert));
