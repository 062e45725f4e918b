/**
 * A week on one landscape A4 sheet and the list on the next. Everything that neither holds nor is
 * inside the printed menu (the site's header, footer and menus) is left off the paper, and the dark
 * theme prints as ink on white.
 */
const CSS = `
@page { size: A4 landscape; margin: 8mm; }
@media print {
  body *:not(:has([data-menu-print])):not([data-menu-print]):not([data-menu-print] *) { display: none !important; }
  html, body, #root, #root * { background: #fff !important; color: #000 !important; box-shadow: none !important; }
  [data-menu-print] * { border-color: #888 !important; }
  [data-menu-print] { padding: 0 !important; margin: 0 !important; max-width: none !important; }
}
`;

export function PrintStyles() {
  return <style>{CSS}</style>;
}
