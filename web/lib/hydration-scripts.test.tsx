import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { lowPriorityModulePreloads } from './hydration-scripts.tsx'

const html = (node: React.ReactNode) => renderToStaticMarkup(<>{lowPriorityModulePreloads(node)}</>)

describe('lowPriorityModulePreloads', () => {
  it('marks every module preload low priority, at any depth, and leaves other elements alone', () => {
    const scripts = (
      <>
        <link rel="modulepreload" href="/assets/entry.js" />
        {['/assets/a.js', '/assets/b.js'].map((href) => (
          <link key={href} rel="modulepreload" href={href} />
        ))}
        <link rel="stylesheet" href="/assets/site.css" />
        <script type="module" dangerouslySetInnerHTML={{ __html: 'import("/assets/entry.js")' }} />
      </>
    )
    expect(html(scripts)).toBe(
      '<link rel="modulepreload" href="/assets/entry.js" fetchPriority="low"/>' +
        '<link rel="modulepreload" href="/assets/a.js" fetchPriority="low"/>' +
        '<link rel="modulepreload" href="/assets/b.js" fetchPriority="low"/>' +
        '<link rel="stylesheet" href="/assets/site.css"/>' +
        '<script type="module">import("/assets/entry.js")</script>',
    )
  })

  it('passes text and empty parts through', () => {
    expect(html(['text', null, false])).toBe('text')
  })
})
