/**
 * Puts a dark-theme user's class on <html> before the first paint, so they never see a white flash.
 * It is inline in every page's head: as a file it was a request that held the whole page back on a
 * slow phone network. The api's CSP allows exactly this text, by its hash (themeInitHash).
 */
export const THEME_INIT_SCRIPT =
  'try{if(localStorage.getItem("chefzap-theme")==="dark")document.documentElement.classList.add("dark")}catch(e){}';
