/** The parts of untyped packages that the HEIC conversion (src/node/trips/heic.ts, photos.ts) uses. */
declare module "heic-decode" {
  type Decoded = { width: number; height: number; data: Uint8ClampedArray }
  /** Decodes the primary image of a HEIC/HEIF file to RGBA pixels. */
  function decode(input: { buffer: Uint8Array }): Promise<Decoded>
  export default decode
}

declare module "gatsby-source-filesystem/create-file-node" {
  /** The File node of a file on disk, as gatsby-source-filesystem makes it (not yet created). */
  export function createFileNode(
    pathToFile: string,
    createNodeId: (input: string) => string,
    pluginOptions?: { name?: string; path?: string },
  ): Promise<{ id: string; internal: { type: string; contentDigest: string }; [field: string]: unknown }>
}
