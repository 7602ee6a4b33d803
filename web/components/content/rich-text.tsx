/** HTML from the CMS. The server sanitizes every stored body before it gets here. */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div className={className ? `rich-text ${className}` : 'rich-text'} dangerouslySetInnerHTML={{ __html: html }} />
  )
}
