/**
 * react-helmet as the built HTML is rendered with it: at once. Gatsby renders several
 * pages side by side in one process, and react-helmet keeps the head tags of what it
 * rendered last in one global until the page's HTML is written; a render that paused for
 * a lazily loaded Helmet let another page's render in between, which took its head tags.
 */
export { Helmet } from "react-helmet"
