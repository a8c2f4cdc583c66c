/** Font files imported by code resolve to their public URL (Gatsby's asset rule). */
declare module "*.woff2" {
  const url: string
  export default url
}
