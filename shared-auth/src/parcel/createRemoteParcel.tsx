import * as React from 'react';
import type { ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import { Route, Routes } from 'react-router-dom';
import singleSpaReact from 'single-spa-react';
import { AppProviders } from '../AppProviders';
import type { ParcelCustomProps } from './contract';
import { ParcelRouter } from './ParcelRouter';

/** A failure inside the parcel goes to the shell (its error view with Retry); this shows only until it does. */
function ParcelCrashed({ error, props }: { error: Error; props: ParcelCustomProps }) {
  React.useEffect(() => props.reportError(error), [error, props]);
  return <div role="alert">This part of Parcelwatch stopped working.</div>;
}

/**
 * Wraps a page or widget of a remote in single-spa lifecycles. Each mount is its own React root, around it the
 * shell's store, theme and location (custom props), so the component works as it would inside the shell's tree.
 * build/parcel-config.cjs exposes every module of a remote through this.
 */
export function createRemoteParcel(Component: ComponentType, name: string) {
  function ParcelRoot(props: ParcelCustomProps) {
    const element = <Component />;
    return (
      <AppProviders store={props.store} theme={props.theme} syncLanguage={false}>
        <ParcelRouter navigation={props.navigation}>
          {props.routes.length > 0 ? (
            // The same patterns as the shell's, so useParams works (/documents/:id) and a move between two paths of
            // one page (/settings/account -> /settings/users) keeps it mounted.
            <Routes>
              {props.routes.map((path) => (
                <Route key={path} path={path} element={element} />
              ))}
            </Routes>
          ) : (
            element
          )}
        </ParcelRouter>
      </AppProviders>
    );
  }
  ParcelRoot.displayName = `Parcel(${name})`;
  return singleSpaReact<ParcelCustomProps>({
    React,
    ReactDOMClient,
    rootComponent: ParcelRoot,
    errorBoundary: (error, _info, props) => <ParcelCrashed error={error} props={props} />,
  });
}
