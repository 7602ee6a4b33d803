/** A list row's picture, small. */
export function Thumbnail({ src }: { src: string }) {
  return src ? <img className="admin-thumbnail" src={src} alt="" loading="lazy" /> : <span>无</span>
}
