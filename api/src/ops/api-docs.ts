/**
 * Swagger UI for admins (issue 9) at /ops/api-docs: swagger-ui-dist's files and a page of our own that points it
 * at the document the route registry generates (`/api/v1/openapi.json`). No inline script, so the /ops CSP needs
 * no 'unsafe-inline' for scripts; the validator badge (a third-party call) is off.
 */
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Router } from 'express';

const SWAGGER_UI_DIR = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

/** Only the files the page uses (the package's own index.html and initializer show the Petstore). */
const ASSETS = ['swagger-ui.css', 'swagger-ui-bundle.js', 'index.css', 'favicon-32x32.png', 'favicon-16x16.png'];

const page = (basePath: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Stint API · Swagger UI</title>
    <link rel="stylesheet" href="${basePath}/swagger-ui.css" />
    <link rel="stylesheet" href="${basePath}/index.css" />
    <link rel="icon" type="image/png" href="${basePath}/favicon-32x32.png" sizes="32x32" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${basePath}/swagger-ui-bundle.js"></script>
    <script src="${basePath}/stint-swagger.js"></script>
  </body>
</html>
`;

const initializer = (specUrl: string) => `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(specUrl)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  presets: [SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
});
`;

export function apiDocsRouter(options: { basePath: string; specUrl: string }): Router {
  const router = Router();
  const html = page(options.basePath);
  const script = initializer(options.specUrl);
  router.get('/', (_req, res) => {
    res.type('html').setHeader('Cache-Control', 'no-store').send(html);
  });
  router.get('/stint-swagger.js', (_req, res) => {
    res.type('js').setHeader('Cache-Control', 'no-cache').send(script);
  });
  router.get('/:asset', (req, res, next) => {
    if (!ASSETS.includes(req.params.asset)) return next();
    res.sendFile(req.params.asset, { root: SWAGGER_UI_DIR, maxAge: '1h' });
  });
  return router;
}
