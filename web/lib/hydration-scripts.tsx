import { Children, type ReactElement, type ReactNode, cloneElement, isValidElement } from 'react'
import { Scripts, type ScriptsProps } from 'react-router'

interface LinkProps {
  rel?: string
  fetchPriority?: string
  children?: ReactNode
}

/**
 * The modules that hydrate the page, preloaded at low priority, as React itself preloads
 * bootstrap modules: on a slow mobile network the stylesheets, the logo and the banner arrive
 * first and the server's HTML paints, instead of waiting behind 140 KB of JavaScript.
 */
export function lowPriorityModulePreloads(node: ReactNode): ReactNode {
  return Children.map(node, (child) => {
    if (!isValidElement<LinkProps>(child)) return child
    if (child.type === 'link' && child.props.rel === 'modulepreload')
      return cloneElement(child as ReactElement<LinkProps>, { fetchPriority: 'low' })
    if (child.props.children === undefined) return child
    return cloneElement(child, undefined, lowPriorityModulePreloads(child.props.children))
  })
}

/** React Router's scripts, with the module preloads at low priority. */
export function HydrationScripts(props: ScriptsProps) {
  // Called as a function, not rendered, so that its links can be changed: its hooks run
  // as this component's, on every render and in the same order.
  return lowPriorityModulePreloads(Scripts(props))
}
