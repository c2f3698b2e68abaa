/** iOS Safari says so on the navigator; other browsers through the display-mode media query. */
type NavigatorWithStandalone = Navigator & { standalone?: boolean };

/** True when the site runs as an installed app (its own window), where there is nothing left to install. */
export function runsStandalone(win: Window = window): boolean {
  if ((win.navigator as NavigatorWithStandalone).standalone === true) return true;
  return typeof win.matchMedia === 'function' && win.matchMedia('(display-mode: standalone)').matches;
}

/** iPhone, iPad and iPod (an iPad says it is a Mac, with a touch screen): no install offer there, only Share › Add to Home Screen. */
export function isAppleMobile(win: Window = window): boolean {
  const { userAgent, maxTouchPoints } = win.navigator;
  return /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
}
