import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** Navigation state of an address corrected in place: the same screen, so the scroll stays. */
const SAME_SCREEN = { sameScreen: true } as const;

function isSameScreen(state: unknown): boolean {
  return (
    typeof state === 'object' && state !== null && (state as { sameScreen?: unknown }).sameScreen === true
  );
}

/**
 * Each new screen opens at its top. An address corrected in place (useCanonicalPath) is not a new
 * screen: the correction lands once the data has loaded, often after the user has scrolled down
 * and opened a list, and jumping to the top then hid that list under the user's finger.
 */
export function useScrollToTopOnNewScreen() {
  const { pathname, state } = useLocation();
  const sameScreen = isSameScreen(state);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of address on purpose.
  useEffect(() => {
    if (!sameScreen) window.scrollTo(0, 0);
  }, [pathname]);
}

/**
 * Replaces the address typed or linked by the screen's canonical one (a part's path with the slug
 * of its current name) once it is known, without moving the screen. `canonical` is null while the
 * address is already right.
 */
export function useCanonicalPath(canonical: string | null) {
  const navigate = useNavigate();
  useEffect(() => {
    if (canonical !== null) navigate(canonical, { replace: true, state: SAME_SCREEN });
  }, [canonical, navigate]);
}
