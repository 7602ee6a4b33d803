import { Children, type ReactElement, type ReactNode, cloneElement, isValidElement } from 'react'
import { Scripts, type ScriptsProps } from 'react-router'

interface ElementProps {
  rel?: string
  href?: string
  type?: string
  nonce?: string
  dangerouslySetInnerHTML?: { __html: string }
  children?: ReactNode
}

type ScriptProps = ElementProps & { async?: boolean }

/** `import * as route0 from "/assets/root.js";` in React Router's module script. */
const NAMESPACE_IMPORT = /\bimport \* as (\w+) from ("[^"]+");/g
/**
 * `import "/@id/…/inject-hmr-runtime";`: the development server's runtime, which must run before
 * any route module. A script with such an import is left as it is.
 */
const BARE_IMPORT = /\bimport "[^"]+"/
/** The last line, which starts the app: `import("/assets/entry.client.js");`. */
const ENTRY_IMPORT = /\bimport\(("[^"]+")\);?\s*$/

/**
 * What runs before React Router's own statements: the page paints first (the browser reports
 * its first paint; a hidden tab paints nothing, so a timer stands in there, and one more in
 * case no report comes), then every module is requested at once and evaluated one per task,
 * with the main thread given back between them (a message to itself where the browser has no
 * scheduler.yield: nested timers would wait at least 4 ms each).
 */
const PROLOGUE = `const yieldToMain = () => globalThis.scheduler?.yield?.() ?? new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = resolve; channel.port2.postMessage(null) });
const load = async (href) => { const module = await import(href); await yieldToMain(); return module };
await new Promise((resolve) => {
  if (document.visibilityState === 'hidden') return setTimeout(resolve, 100);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return requestAnimationFrame(() => requestAnimationFrame(resolve));
  new PerformanceObserver((entries, observer) => { observer.disconnect(); resolve() }).observe({ type: 'paint', buffered: true });
  setTimeout(resolve, 3000);
});`

/**
 * React Router's module script of a production build rewritten as a classic script that
 * starts after the first paint: its static imports become `load()` calls, the preloads are
 * requested then and evaluated first, one per task. Undefined for a script of another shape
 * (the development server's), which is then left as it is.
 */
export function deferredModuleScript(moduleScript: string, preloads: readonly string[]): string | undefined {
  const entry = ENTRY_IMPORT.exec(moduleScript)?.[1]
  if (entry === undefined || BARE_IMPORT.test(moduleScript)) return undefined
  const body = moduleScript.replace(NAMESPACE_IMPORT, 'const $1 = await load($2);')
  // The entry module hydrates the page when evaluated: it comes last, after the statements
  // that hand it the route modules.
  const modules = preloads.filter((href) => JSON.stringify(href) !== entry)
  return `(async () => {
${PROLOGUE}
const modules = ${JSON.stringify(modules)};
for (const href of modules) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
for (const href of modules) await load(href);
${body}
})();`
}

/** The elements of `node`, flattened out of fragments and arrays. */
function elementsOf(node: ReactNode): ReactElement<ElementProps>[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement<ElementProps>(child)) return []
    if (child.type === 'link' || child.type === 'script') return [child]
    return elementsOf(child.props.children)
  })
}

/**
 * React Router's scripts, deferred until the page has painted. On a phone the server's HTML
 * shows as soon as its stylesheets arrive, and nothing of the app's JavaScript (its module
 * preloads included) is requested before: the bandwidth goes to the stylesheets, the logo and
 * the banner. Then the modules are evaluated one per task, so no single long task keeps the
 * page from answering a tap while it hydrates.
 */
export function deferredHydration(node: ReactNode): ReactNode {
  const elements = elementsOf(node)
  const moduleScript = elements.find((element) => element.type === 'script' && element.props.type === 'module')
  const preloads = elements.filter((element) => element.type === 'link' && element.props.rel === 'modulepreload')
  const source = moduleScript?.props.dangerouslySetInnerHTML?.__html
  const deferred =
    source === undefined
      ? undefined
      : deferredModuleScript(
          source,
          preloads.map((link) => link.props.href ?? ''),
        )
  if (deferred === undefined || moduleScript === undefined) return node
  return elements
    .filter((element) => !preloads.includes(element))
    .map((element) =>
      element === moduleScript
        ? cloneElement(element as ReactElement<ScriptProps>, {
            type: undefined,
            async: undefined,
            dangerouslySetInnerHTML: { __html: deferred },
          })
        : element,
    )
}

/** React Router's scripts, requested and run after the first paint. */
export function HydrationScripts(props: ScriptsProps) {
  // Called as a function, not rendered, so that its elements can be changed: its hooks run
  // as this component's, on every render and in the same order.
  return deferredHydration(Scripts(props))
}
