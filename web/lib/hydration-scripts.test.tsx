import { Script } from 'node:vm'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { deferredHydration, deferredModuleScript } from './hydration-scripts.tsx'

// React Router's module script, as its <Scripts> writes it for a page of two routes.
const MODULE_SCRIPT = `;
import * as route0 from "/assets/root.js";
import * as route1_clientLoader from "/assets/list-client-loader.js";
import * as route1_main from "/assets/list.js";
const route1 = {...route1_clientLoader,...route1_main};
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client.js","imports":["/assets/react.js"]}};
  window.__reactRouterRouteModules = {"root":route0,"routes/list":route1};

import("/assets/entry.client.js");`

const PRELOADS = ['/assets/entry.client.js', '/assets/react.js', '/assets/root.js', '/assets/list.js']

/** What <Scripts> renders: its module preloads, the context script and the module script. */
const routerScripts = (moduleScript = MODULE_SCRIPT) => (
  <>
    {PRELOADS.map((href) => (
      <link key={href} rel="modulepreload" href={href} nonce="n0nce" />
    ))}
    <>
      <script nonce="n0nce" dangerouslySetInnerHTML={{ __html: 'window.__reactRouterContext = {}' }} />
      <script nonce="n0nce" type="module" async dangerouslySetInnerHTML={{ __html: moduleScript }} />
    </>
  </>
)

describe('deferredModuleScript', () => {
  const script = deferredModuleScript(MODULE_SCRIPT, PRELOADS)!

  it('is a classic script: it parses outside a module', () => {
    expect(() => new Script(script)).not.toThrow()
    expect(script).not.toMatch(/^\s*import\s+[*"]/m)
  })

  it('waits for a painted frame before it requests anything', () => {
    const paint = script.indexOf("observe({ type: 'paint', buffered: true })")
    expect(paint).toBeGreaterThan(0)
    expect(script.indexOf("document.createElement('link')")).toBeGreaterThan(paint)
  })

  it('preloads and evaluates every module but the entry first, then the routes, then the entry', () => {
    expect(script).toContain('const modules = ["/assets/react.js","/assets/root.js","/assets/list.js"];')
    const order = ['for (const href of modules) await load(href)', 'const route0 = await load("/assets/root.js");']
    order.push('const route1_clientLoader = await load("/assets/list-client-loader.js");')
    order.push('const route1_main = await load("/assets/list.js");')
    order.push('window.__reactRouterRouteModules = {"root":route0,"routes/list":route1};')
    order.push('import("/assets/entry.client.js");')
    const positions = order.map((part) => script.indexOf(part))
    expect(positions.every((position) => position >= 0)).toBe(true)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
  })

  it("leaves the development server's script alone: its runtime must run before any route module", () => {
    const development = `import "/@id/__x00__virtual:react-router/inject-hmr-runtime";${MODULE_SCRIPT}`
    expect(deferredModuleScript(development, PRELOADS)).toBeUndefined()
    expect(deferredModuleScript('window.app = 1', PRELOADS)).toBeUndefined()
  })
})

describe('deferredHydration', () => {
  const html = (node: React.ReactNode) => renderToStaticMarkup(<>{deferredHydration(node)}</>)

  it('drops the module preloads and turns the module script into a classic one, keeping the nonce', () => {
    const markup = html(routerScripts())
    expect(markup).not.toContain('<link')
    expect(markup).not.toContain('type="module"')
    expect(markup).toContain('<script nonce="n0nce">window.__reactRouterContext = {}</script>')
    expect(markup).toContain(`<script nonce="n0nce">${deferredModuleScript(MODULE_SCRIPT, PRELOADS)}</script>`)
  })

  it("renders React Router's scripts unchanged when their shape is not the expected one", () => {
    const other = routerScripts('import "/assets/app.js";')
    expect(html(other)).toBe(renderToStaticMarkup(other))
  })

  it('renders nothing where React Router renders nothing (after hydration)', () => {
    expect(html(null)).toBe('')
  })
})
