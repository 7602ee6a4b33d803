import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ScriptButton } from './script-button.tsx'

describe('ScriptButton', () => {
  it('is disabled in the server HTML, until the page runs', () => {
    expect(renderToStaticMarkup(<ScriptButton aria-label="打开菜单">≡</ScriptButton>)).toBe(
      '<button type="button" aria-label="打开菜单" disabled="">≡</button>',
    )
  })
})
