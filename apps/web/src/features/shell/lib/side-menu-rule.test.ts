import { beforeEach, describe, expect, it } from 'vitest';
import { isGamePage, sideMenuOpenFor } from './side-menu-rule';
import { useSideMenuStore } from '../stores/side-menu-store';

describe('side menu rule', () => {
  it.each(['/lottery', '/vnlottery', '/seaLottery', '/lottert', '/sealottery', '/game'])('closes the menu on game page %s', (path) => {
    expect(isGamePage(path)).toBe(true);
    expect(sideMenuOpenFor(path)).toBe(false);
  });

  it.each(['/index', '/rng', '/live', '/help', '/pointMall', '/promotions', '/seamless', '/elott', '/no-such-page'])(
    'opens the menu on %s',
    (path) => {
      expect(sideMenuOpenFor(path)).toBe(true);
    },
  );

  it('matches paths exactly (the spec has both /seaLottery and /sealottery, but not /LOTTERY)', () => {
    expect(isGamePage('/LOTTERY')).toBe(false);
  });
});

describe('side menu store', () => {
  beforeEach(() => useSideMenuStore.setState({ open: true, drawerOpen: false }));

  it('re-applies the rule on every navigation, over the user toggle', () => {
    const menu = useSideMenuStore.getState();
    menu.applyRouteRule('/lottery');
    expect(useSideMenuStore.getState().open).toBe(false);
    menu.toggle();
    expect(useSideMenuStore.getState().open).toBe(true);
    menu.applyRouteRule('/game');
    expect(useSideMenuStore.getState().open).toBe(false);
    menu.applyRouteRule('/index');
    expect(useSideMenuStore.getState().open).toBe(true);
    menu.toggle();
    expect(useSideMenuStore.getState().open).toBe(false);
    menu.applyRouteRule('/rng');
    expect(useSideMenuStore.getState().open).toBe(true);
  });

  it('closes the phone drawer on navigation', () => {
    useSideMenuStore.getState().toggleDrawer();
    expect(useSideMenuStore.getState().drawerOpen).toBe(true);
    useSideMenuStore.getState().applyRouteRule('/index');
    expect(useSideMenuStore.getState().drawerOpen).toBe(false);
  });
});
