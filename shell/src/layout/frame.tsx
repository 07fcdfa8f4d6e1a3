import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { NavPanel } from './nav-panel';
import { TopBar } from './top-bar';

/** The page frame: top bar, navigation sidebar and the routed main column. */
export function Frame() {
  const main = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // Scroll to the top on navigation (the no-scroll routes join in a later change).
  useEffect(() => {
    window.scrollTo?.(0, 0);
    void pathname;
  }, [pathname]);

  return (
    <div className="frame">
      <a className="skip-link" href="#main-content">
        Skip to content
      </a>
      <TopBar />
      <div className="frame__columns">
        <aside className="frame__sidebar">
          <NavPanel />
        </aside>
        <main id="main-content" className="frame__main" ref={main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
