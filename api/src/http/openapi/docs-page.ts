/** Where the viewer's files are served from, under /api; all from our own origin, never a CDN. */
export const DOCS_ASSETS = "/api/docs/assets";

/** The viewer's page: no inline script or style, so the app's Content-Security-Policy holds as it is. */
export const docsPage = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>ChefZap API</title>
    <link rel="icon" type="image/png" href="${DOCS_ASSETS}/favicon-32x32.png" sizes="32x32" />
    <link rel="stylesheet" href="${DOCS_ASSETS}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS_ASSETS}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_ASSETS}/docs-init.js"></script>
  </body>
</html>
`;

// validatorUrl: null keeps the viewer from sending the document to swagger.io for a badge (and the CSP
// would block it anyway). Requests made with "Try it out" carry the session cookie: same origin.
export const docsInitScript = `window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({
    url: "/api/openapi.json",
    dom_id: "#swagger-ui",
    deepLinking: true,
    validatorUrl: null,
    docExpansion: "none",
    tryItOutEnabled: false,
  });
});
`;
