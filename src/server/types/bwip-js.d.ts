/**
 * bwip-js publishes its Node build (and its types, `dist/bwip-js-node.d.ts`) only under the `node` export
 * condition, which the repo's `Bundler` resolution does not use (decision 142). The part the server calls.
 */
declare module "bwip-js" {
  interface RenderOptions {
    bcid: string;
    text: string;
    scale?: number;
    height?: number;
    includetext?: boolean;
    paddingwidth?: number;
    paddingheight?: number;
  }
  const bwipjs: { toBuffer(options: RenderOptions): Promise<Buffer> };
  export default bwipjs;
}
