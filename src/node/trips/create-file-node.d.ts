/** The part of an untyped module of gatsby-source-filesystem that the trip photos (./photos.ts) use. */
declare module "gatsby-source-filesystem/create-file-node" {
  /** The File node of a file on disk, as gatsby-source-filesystem makes it (not yet created). */
  export function createFileNode(
    pathToFile: string,
    createNodeId: (input: string) => string,
    pluginOptions?: { name?: string; path?: string },
  ): Promise<{ id: string; internal: { type: string; contentDigest: string }; [field: string]: unknown }>
}
